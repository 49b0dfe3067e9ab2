import { CallUsPrompt } from "~/components/blocks/CallUsPrompt";
import { Hero } from "~/components/blocks/Hero";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import type { Route } from "../routes/+types/flip-to-fibre";
import { LinkedFlipJourney as FlipJourney } from "~/features/flip/FlipJourney";

/** The headline and three steps, then the Flip to Fibre journey (docs/product.md §B2). */
export function FlipToFibrePage({
  loaderData: { page, plans, interimPlans, extras, nbnFromPrice },
}: Pick<Route.ComponentProps, "loaderData">) {
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
