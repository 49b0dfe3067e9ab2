import { site } from "~/load-context";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/enterprise-ethernet";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { Section } from "~/components/ui/Section";
import { CaseStudyCarousel, EnterprisePricingForm } from "~/features/islands";

export function loader({ context, url }: Route.LoaderArgs) {
  const page = site(context).content.page("enterpriseNbn");
  const { studies } = site(context).content.page("caseStudies").overview;
  return {
    page,
    canonical: canonicalUrl({ context, url }),
    studies: page.caseStudies.types.flatMap((type) =>
      studies.filter((study) => study.type === type),
    ),
  };
}

export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/** nbn Enterprise Ethernet: pricing form and plan cards, CIS and KFS links, stories, why us. */
export default function EnterpriseEthernet({
  loaderData: { page, studies },
}: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="internet" page={page}>
      <FormSlot id="enterprise-pricing" form={page.form}>
        <EnterprisePricingForm />
      </FormSlot>
      <Section title={page.plansIntro.title} subTitle={page.plansIntro.subTitle}>
        <Paragraphs items={page.plansIntro.notes} className="max-w-3xl" />
      </Section>
      <Section title={page.documents.title} tone="tinted">
        <div className="grid gap-8 md:grid-cols-2">
          {(
            [
              ["Low CoS", page.documents.lowCos],
              ["High CoS", page.documents.highCos],
            ] as const
          ).map(([label, documents]) => (
            <div key={label}>
              <h3 className="text-xl font-semibold text-brand-900">{label}</h3>
              <ul className="mt-3 space-y-2">
                {documents.map((document) => (
                  <li key={document.url}>
                    <a
                      href={document.url}
                      className="text-brand-700 underline underline-offset-4"
                      rel="noopener noreferrer"
                    >
                      {document.title} ({label})
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      {studies.length > 0 ? (
        <CaseStudyCarousel title={page.caseStudies.title} studies={studies} />
      ) : null}
      <Section title={page.whyChooseUs.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.whyChooseUs.items.map((item) => (
            <li key={item.title}>
              <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </ContentPageFrame>
  );
}
