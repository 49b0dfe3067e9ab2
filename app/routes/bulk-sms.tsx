import { site } from "~/load-context";
import type { Route } from "./+types/bulk-sms";
import { canonicalUrl, pageMeta } from "~/lib/page";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { PriceTable } from "~/components/blocks/PriceTable";
import { TitledList } from "~/components/blocks/TitledList";
import { Section } from "~/components/ui/Section";
import { telHref } from "@domain/site/phone";

export function loader({ context, url }: Route.LoaderArgs) {
  const page = site(context).content.page("bulkSms");
  return {
    page,
    canonical: canonicalUrl({ context, url }),
    enquiryPhone: site(context).content.site().phones[page.enquiry.phone].display,
  };
}

export const meta = pageMeta;

/** Bulk SMS: use cases, rates, terms, and enquiry by email and phone. */
export default function BulkSms({ loaderData: { page, enquiryPhone } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="voice" page={page}>
      <FeatureGrid block={page.useCases} />
      <PriceTable block={page.rates} tone="tinted" />
      <TitledList block={page.terms} />
      <Section title={page.enquiry.title} subTitle={page.enquiry.subTitle} tone="tinted">
        <ul className="flex flex-wrap gap-6 text-lg">
          <li>
            Email{" "}
            <a
              href={`mailto:${page.enquiry.email}`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {page.enquiry.email}
            </a>
          </li>
          <li>
            Call{" "}
            <a
              href={telHref(enquiryPhone)}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {enquiryPhone}
            </a>
          </li>
        </ul>
      </Section>
    </ContentPageFrame>
  );
}
