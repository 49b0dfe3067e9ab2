import { lazy, memo, Suspense, useId } from "react";
import { Section } from "~/components/ui/Section";
import { Spinner } from "~/components/ui/Spinner";
import type { FormValues } from "../lead-forms/use-lead-form";

// The form and its engine load once a journey has something to quote.
const QuoteForm = lazy(() =>
  import("./QuoteForm").then((module) => ({ default: module.QuoteForm })),
);

const TITLE = "Email me this quote";
const SUB_TITLE =
  "Get these figures and a PDF by email, to forward, print or come back to before you order.";

interface QuoteSectionProps {
  /** From useQuoteChoices: the press that made them has painted. */
  choices: FormValues;
  /** A section of the page of its own (the journeys), or a panel under results (the price checker). */
  placement?: "page" | "results";
}

/**
 * "Email me this quote" under a journey's summary or the price checker's results (ADR 0043),
 * given the choices once they make a quote. The form starts afresh whenever the choices change,
 * so a quote it made never stands for other figures. Memoised: a press elsewhere in the journey
 * renders the journey again, and the quote's form need not follow until its choices change
 * (ADR 0048).
 */
export const QuoteSection = memo(function QuoteSection({
  choices,
  placement = "page",
}: QuoteSectionProps) {
  const headingId = useId();
  const form = (
    <Suspense fallback={<Spinner label="Loading the quote form" />}>
      <QuoteForm key={JSON.stringify(choices)} choices={choices} />
    </Suspense>
  );
  if (placement === "page") {
    return (
      <Section hydratesApart={false} id="quote" title={TITLE} subTitle={SUB_TITLE}>
        {form}
      </Section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-lg bg-white p-6 shadow-sm">
      <h3 id={headingId} className="text-2xl font-bold text-brand-900">
        {TITLE}
      </h3>
      <p className="mt-2 max-w-3xl text-muted">{SUB_TITLE}</p>
      <div className="mt-6">{form}</div>
    </section>
  );
});
