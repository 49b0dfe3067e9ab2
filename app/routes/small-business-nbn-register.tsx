import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/small-business-nbn-register";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { FormSlot } from "~/components/blocks/FormSlot";
import { Hero } from "~/components/blocks/Hero";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { RegisterInterestForm } from "~/features/islands";

export const loader = pageLoader("smallBusinessNbnRegister");
export const meta = pageMeta;
/** Its lead form, posted before the script started (ADR 0025). */
export const action = leadFormAction;

/**
 * /small-business/nbn/register (docs/product.md §C1): where the nbn page's "not nbn ready"
 * answer leads. Its register-interest form (product nbn) starts with the address the nbn page qualified.
 */
export default function SmallBusinessNbnRegister({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ButtonLink to="#register-interest" variant="inverted">
          {page.form.title}
        </ButtonLink>
        <ButtonLink to="/small-business/nbn" variant="inverted">
          Check another address
        </ButtonLink>
      </Hero>
      <FeatureGrid block={page.whatHappensNext} />
      <FormSlot id="register-interest" form={page.form}>
        <RegisterInterestForm product="nbn" askAddress />
      </FormSlot>
      <Section title={page.meanwhile.title} subTitle={page.meanwhile.subTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.meanwhile.items.map((item) => (
            <li key={item.title} className="flex flex-col rounded-lg border border-brand-100 p-6">
              <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-muted">{item.description}</p>
              <div className="mt-4">
                <ButtonLink to={item.link.url} variant="outline">
                  {item.link.title}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CallUsPrompt />
    </>
  );
}
