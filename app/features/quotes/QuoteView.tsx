import { useId } from "react";
import type { Quote } from "@domain/quotes/quote";
import {
  quoteFinePrint,
  quotePlace,
  quoteTables,
  quoteTitle,
  quoteTotals,
  quoteValidity,
  type QuoteRow,
  type QuoteTable,
} from "@domain/quotes/quote-lines";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";

interface QuoteViewProps {
  quote: Quote;
  /** The journey, to order from (the hand-off qualifies the address again). */
  orderUrl: string;
  pdfUrl: string;
}

/** One quoted row: what it is, and its prices (or, spanning them, why it has none). */
function Row({ name, detail, cells, columns }: QuoteRow & { columns: number }) {
  return (
    <tr className="border-t border-brand-100 align-top">
      <th scope="row" className="py-3 pr-4 text-left font-semibold text-brand-900">
        {name}
        {detail && cells.length > 0 ? (
          <span className="block text-sm font-normal text-muted">{detail}</span>
        ) : null}
      </th>
      {cells.length > 0 ? (
        cells.map((cell, index) => (
          <td key={index} className="py-3 pr-4 text-right last:pr-0">
            {cell}
          </td>
        ))
      ) : (
        <td colSpan={columns} className="py-3 text-muted">
          {detail}
        </td>
      )}
    </tr>
  );
}

/** One of the quote's tables: a row per item, carrier or site line. */
function QuoteTableView({ table }: { table: QuoteTable }) {
  const captionId = useId();
  const scrolls = table.columns.length > 2;
  return (
    // A price check's four columns are wider than a phone: they scroll inside the region.
    <div
      {...(scrolls ? { role: "region", "aria-labelledby": captionId, tabIndex: 0 } : {})}
      className="mt-8 overflow-x-auto focus-visible:outline-3 focus-visible:outline-accent-600 print:mt-4 print:overflow-visible"
    >
      <table
        className={`w-full text-base print:min-w-0 print:text-sm ${scrolls ? "min-w-[40rem]" : ""}`}
      >
        <caption id={captionId} className="sr-only">
          {table.caption}
        </caption>
        <thead>
          <tr className="text-sm text-muted">
            <th scope="col" className="pb-2 text-left font-semibold">
              {table.itemHeading}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="pb-2 pr-4 text-right font-semibold last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <Row key={row.name} {...row} columns={table.columns.length} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A quote as its page shows it (ADR 0043): every line and total from the stored snapshot, the
 * validity, the documents it is made under, and the two actions. It names the business and the
 * address, never a person's email or phone number: the link may be forwarded.
 */
export function QuoteView({ quote, orderUrl, pdfUrl }: QuoteViewProps) {
  const validity = quoteValidity(quote);
  const tables = quoteTables(quote);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 print:max-w-none print:p-0">
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Quote {quote.reference}
        </p>
        <h1 className="text-4xl font-bold text-brand-900 print:text-2xl">{quoteTitle(quote)}</h1>
        <p className="text-lg">{quotePlace(quote)}</p>
        <p className="text-muted">
          Prepared {validity.prepared}, valid until{" "}
          <strong className="text-brand-900">{validity.validUntil}</strong>.
        </p>
      </header>

      {tables.map((table) =>
        tables.length > 1 ? (
          <section key={table.caption} aria-label={table.caption} className="mt-8 print:mt-4">
            <h2 className="text-xl font-bold text-brand-900">{table.caption}</h2>
            <QuoteTableView table={table} />
          </section>
        ) : (
          <QuoteTableView key={table.caption} table={table} />
        ),
      )}

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

      {quote.documents.length > 0 ? (
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
      ) : null}

      <p className="mt-6 text-sm text-muted">{quoteFinePrint(quote)}</p>

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
