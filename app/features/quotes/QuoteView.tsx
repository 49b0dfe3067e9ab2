import type { Quote } from "@domain/quotes/quote";
import {
  QUOTE_FINE_PRINT,
  quoteLines,
  quoteTitle,
  quoteTotals,
  quoteValidity,
  type QuoteLine,
} from "@domain/quotes/quote-lines";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";

interface QuoteViewProps {
  quote: Quote;
  /** The journey, to order from (the hand-off qualifies the address again). */
  orderUrl: string;
  pdfUrl: string;
}

/** One quoted line: what it is, and what it costs each month and upfront. */
function Line({ name, detail, monthly, upfront }: QuoteLine) {
  return (
    <tr className="border-t border-brand-100 align-top">
      <th scope="row" className="py-3 pr-4 text-left font-semibold text-brand-900">
        {name}
        {detail ? <span className="block text-sm font-normal text-muted">{detail}</span> : null}
      </th>
      <td className="py-3 pr-4 text-right">{monthly}</td>
      <td className="py-3 text-right">{upfront}</td>
    </tr>
  );
}

/**
 * A quote as its page shows it (ADR 0043): every line and total from the stored snapshot, the
 * validity, the documents it is made under, and the two actions. It names the business and the
 * address, never a person's email or phone number: the link may be forwarded.
 */
export function QuoteView({ quote, orderUrl, pdfUrl }: QuoteViewProps) {
  const validity = quoteValidity(quote);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 print:max-w-none print:p-0">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Quote {quote.reference}
        </p>
        <h1 className="text-4xl font-bold text-brand-900 print:text-2xl">{quoteTitle(quote)}</h1>
        <p className="text-lg">{quote.address}</p>
        <p className="text-muted">
          Prepared {validity.prepared}, valid until{" "}
          <strong className="text-brand-900">{validity.validUntil}</strong>.
        </p>
      </header>

      <table className="mt-8 w-full text-base print:mt-4 print:text-sm">
        <caption className="sr-only">What is quoted, monthly and upfront</caption>
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="pb-2 text-left font-semibold">
              Item
            </th>
            <th scope="col" className="pb-2 pr-4 text-right font-semibold">
              Monthly
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              Upfront
            </th>
          </tr>
        </thead>
        <tbody>
          {quoteLines(quote).map((line) => (
            <Line key={line.name} {...line} />
          ))}
        </tbody>
      </table>

      <dl className="mt-6 grid gap-3 rounded-lg bg-brand-50 p-5 sm:grid-cols-2 print:mt-4 print:p-3">
        {quoteTotals(quote).map((total) => (
          <div key={total.key} className="flex justify-between gap-4 sm:block">
            <dt className="font-semibold text-brand-900">{total.label}</dt>
            <dd className="text-2xl font-bold text-brand-900" data-total={total.key}>
              {total.value}
            </dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="font-semibold text-brand-900">Contract term</dt>
          <dd>{quote.contractTerm}</dd>
        </div>
      </dl>

      <section aria-labelledby="quote-documents" className="mt-8 print:mt-4">
        <h2 id="quote-documents" className="text-xl font-bold text-brand-900">
          Critical information and key fact sheets
        </h2>
        <ul className="mt-2 list-disc pl-6">
          {quote.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} className="text-brand-700 underline underline-offset-4">
                {document.title}
              </a>
              <span className="hidden print:inline"> ({document.url})</span>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-6 text-sm text-muted">{QUOTE_FINE_PRINT}</p>

      <div className="mt-8 flex flex-wrap gap-4 print:hidden">
        <a href={orderUrl} className={`${BUTTON_CLASS} bg-brand-600 text-white hover:bg-brand-700`}>
          Order now
        </a>
        <a
          href={pdfUrl}
          download
          className={`${BUTTON_CLASS} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          Download PDF
        </a>
      </div>
    </article>
  );
}

/** What an expired quote's page says (HTTP 410), with a way back to the journey. */
export function ExpiredQuoteView({
  reference,
  journeyUrl,
}: {
  reference: string;
  journeyUrl: string;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold text-brand-900">This quote has expired</h1>
      <p className="mt-4 text-lg">
        Quote {reference} is past its validity, and prices may have changed since it was made.
      </p>
      <a
        href={journeyUrl}
        className={`${BUTTON_CLASS} mt-8 inline-block bg-brand-600 text-white hover:bg-brand-700`}
      >
        Check your address for today&apos;s prices
      </a>
    </section>
  );
}
