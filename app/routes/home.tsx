import { partAfterStart, withPageLoaded } from "~/components/ui/PartAfterStart";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/home";

export function loader({ context, request }: Route.LoaderArgs) {
  const site = context.content.site();
  return {
    page: context.content.page("home"),
    canonical: canonicalUrl({ context, request }),
    organisation: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: `${site.brand.name} ${site.brand.tagline}`,
      legalName: site.brand.legalName,
      url: `${context.publicUrl}/`,
      logo: `${context.publicUrl}/favicon.svg`,
      email: site.emails.general,
      telephone: site.phones.sales.display,
      taxID: `ABN ${site.brand.abn}`,
      areaServed: "AU",
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: site.phones.sales.display,
          areaServed: "AU",
        },
        {
          "@type": "ContactPoint",
          contactType: "technical support",
          telephone: site.phones.support.display,
          areaServed: "AU",
        },
      ],
    },
  };
}

export const meta = pageMeta;

const Page = partAfterStart(() => import("~/pages/home").then((module) => module.HomePage));
/** A navigation here shows the page once its code has loaded too (ADR 0055). */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPageLoaded(serverLoader, Page);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <Page loaderData={loaderData} />;
}
