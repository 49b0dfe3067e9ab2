import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/home";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { Hero } from "~/components/blocks/Hero";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { ContactPanelButton } from "~/features/contact-panel/contact-panel-context";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Picture } from "~/components/ui/Picture";
import { Section } from "~/components/ui/Section";
import { LogoCarousel, ServicesTabs, TeamCarousel } from "~/features/islands";

export function loader({ context, url }: Route.LoaderArgs) {
  const { content, publicUrl } = site(context);
  const brand = content.site();
  return {
    page: content.page("home"),
    canonical: canonicalUrl({ context, url }),
    organisation: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: `${brand.brand.name} ${brand.brand.tagline}`,
      legalName: brand.brand.legalName,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/favicon.svg`,
      email: brand.emails.general,
      telephone: brand.phones.sales.display,
      taxID: `ABN ${brand.brand.abn}`,
      areaServed: "AU",
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          telephone: brand.phones.sales.display,
          areaServed: "AU",
        },
        {
          "@type": "ContactPoint",
          contactType: "technical support",
          telephone: brand.phones.support.display,
          areaServed: "AU",
        },
      ],
    },
  };
}

export const meta = pageMeta;

/**
 * Home (docs/product.md §A2): hero, values, partners, about, team, services, call, supporting,
 * careers.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, organisation } = loaderData;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(organisation).replace(/</g, "\\u003c") }}
      />
      <Hero
        theme="internet"
        title={page.banner1.title}
        subTitle={page.banner1.subTitle}
        leadCopy={page.banner1.leadCopy}
      >
        <ContactPanelButton variant="inverted">Email us</ContactPanelButton>
        <ButtonLink to="/internet" variant="inverted">
          Check fibre prices
        </ButtonLink>
      </Hero>

      <section aria-labelledby="home-banner2" className="theme-voice text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <p className="font-semibold uppercase tracking-widest text-accent-400">
            {page.banner2.subTitle}
          </p>
          <h2 id="home-banner2" className="mt-2 text-3xl font-bold">
            {page.banner2.title}
          </h2>
          <Paragraphs
            items={page.banner2.leadCopy}
            className="mt-4 max-w-3xl text-lg text-brand-50"
          />
        </div>
      </section>

      <Section title={page.ourValues.title} subTitle={page.ourValues.subTitle}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {page.ourValues.items.map((value) => (
            <li key={value.title}>
              <Picture name={value.image} alt="" className="size-14" />
              <h3 className="mt-3 text-xl font-semibold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <LogoCarousel block={page.partners} />

      <Section title={page.about.title} subTitle={page.about.subTitle} tone="tinted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.about.items.map((cube) => (
            <li key={cube.title} className="rounded-lg bg-brand-900 p-6 text-white">
              <h3 className="text-2xl font-bold text-accent-400">{cube.title}</h3>
              <p className="mt-2 text-brand-50">{cube.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <TeamCarousel block={page.ourTeam} />
      <ServicesTabs block={page.services} />
      <CallUsPrompt />

      <Section title={page.supporting.title} subTitle={page.supporting.subTitle}>
        <Paragraphs items={page.supporting.content} className="max-w-3xl text-lg" />
      </Section>

      <Section title={page.careers.title} subTitle={page.careers.subTitle} tone="tinted">
        <Paragraphs items={page.careers.leadCopy} className="max-w-3xl text-lg" />
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {page.careers.careers.map((role) => (
            <li key={role.title} className="rounded-lg bg-white p-5">
              <h3 className="text-lg font-semibold text-brand-900">{role.title}</h3>
              <p className="text-muted">{role.location}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-2xl font-bold text-brand-900">{page.careers.heading2}</h3>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.careers.benefits.map((benefit) => (
            <div key={benefit.title} className="rounded-lg bg-white p-5">
              <dt className="font-semibold text-brand-900">{benefit.title}</dt>
              <dd className="mt-1 text-muted">{benefit.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
