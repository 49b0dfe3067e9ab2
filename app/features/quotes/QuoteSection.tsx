import { lazy, Suspense } from "react";
import { Section } from "~/components/ui/Section";
import { Spinner } from "~/components/ui/Spinner";
import type { FormValues } from "../lead-forms/use-lead-form";

// The form and its engine load once a journey has something to quote.
const QuoteForm = lazy(() =>
  import("./QuoteForm").then((module) => ({ default: module.QuoteForm })),
);

/**
 * "Email me this quote" under a journey's summary (ADR 0043), given the journey's choices once
 * they make a quote. The form starts afresh whenever the choices change, so a quote it made
 * never stands for other figures.
 */
export function QuoteSection({ choices }: { choices: FormValues }) {
  return (
    <Section
      id="quote"
      title="Email me this quote"
      subTitle="Get these figures and a PDF by email, to forward, print or come back to before you order."
    >
      <Suspense fallback={<Spinner label="Loading the quote form" />}>
        <QuoteForm key={JSON.stringify(choices)} choices={choices} />
      </Suspense>
    </Section>
  );
}
