import { quotePdfPath } from "@domain/quotes/quote-names";
import { ExpiredQuoteView, QuoteView } from "~/features/quotes/QuoteView";
import type { Route } from "../routes/+types/quote";

/** A saved quote, or the way back to its journey once it has expired (ADR 0043). */
export function QuotePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  if (loaderData.state === "expired") {
    return <ExpiredQuoteView reference={loaderData.reference} journeyUrl={loaderData.journeyUrl} />;
  }
  const { quote, orderUrl } = loaderData;
  return <QuoteView quote={quote} orderUrl={orderUrl} pdfUrl={quotePdfPath(quote.id)} />;
}
