import { site } from "~/load-context";
import { upgradePlans } from "@domain/plans/plan-rules";
import { canonicalUrl, pageMeta } from "~/lib/page";
import type { Route } from "./+types/flip-to-fibre";
import { leadFormAction } from "~/lib/lead-form-action.server";
import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { FlipJourney } from "~/features/islands";

/**
 * /flip-to-fibre (docs/product.md §B2): the headline and three steps, the eligibility check,
 * fibre and interim plans, the order summary, the registration panel, things you need to know
 * and the critical information links. The fibre plans are the business nbn catalogue under
 * the upgrade's rules (ADR 0040), server-rendered before any address is checked.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const catalogue = site(context).content.page("nbnPlans");
  const nbnFromPrice = Math.min(
    ...catalogue["no-contract"].map((plan) => plan.special?.planPrice ?? plan.price),
  );
  return {
    page: site(context).content.page("flipToFibre"),
    plans: upgradePlans(catalogue["no-contract"], null),
    interimPlans: site(context).content.page("interimPlans").plans,
    extras: site(context).content.page("orderExtras"),
    nbnFromPrice,
    canonical: canonicalUrl({ context, url }),
  };
}

export const meta = pageMeta;
/** "Email me this quote" posted without its script (ADR 0025, 0043). */
export const action = leadFormAction;

/** The headline and three steps, then the Flip to Fibre journey (docs/product.md §B2). */
export default function FlipToFibre({
  loaderData: { page, plans, interimPlans, extras, nbnFromPrice },
}: Route.ComponentProps) {
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ol className="grid w-full gap-4 md:grid-cols-3">
          {page.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-white/10 p-5">
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
                >
                  {index + 1}
                </span>
                <span className="text-lg font-semibold">{step.title}</span>
              </span>
              <span className="mt-2 block text-brand-50">{step.description}</span>
            </li>
          ))}
        </ol>
        <ButtonLink to="#eligibility" variant="inverted">
          Check your eligibility
        </ButtonLink>
      </Hero>
      <FlipJourney
        content={page}
        plans={plans}
        interimPlans={interimPlans}
        extras={extras}
        nbnFromPrice={nbnFromPrice}
      />
      <TitledList block={page.thingsToKnow} tone="tinted" />
      <Section title={page.documents.title}>
        <ul className="space-y-3">
          {page.documents.links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {link.title}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CallUsPrompt />
    </>
  );
}
