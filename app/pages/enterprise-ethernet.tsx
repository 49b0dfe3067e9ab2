import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { CaseStudyCarousel } from "~/components/blocks/CaseStudyCarousel";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { Section } from "~/components/ui/Section";
import { EnterprisePricingForm } from "~/features/enterprise-pricing/EnterprisePricingForm";
import type { Route } from "../routes/+types/enterprise-ethernet";

/** nbn Enterprise Ethernet: pricing form and plan cards, CIS and KFS links, stories, why us. */
export function EnterpriseEthernetPage({
  loaderData: { page, studies },
}: Pick<Route.ComponentProps, "loaderData">) {
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
