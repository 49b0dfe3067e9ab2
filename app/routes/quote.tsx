import { site } from "~/load-context";
import { data } from "react-router";
import { isQuoteExpired, type Quote } from "@domain/quotes/quote";
import { flipJourneyLink, nbnJourneyLink } from "~/features/order-journey/journey-link";
import { priceCheckLink } from "~/features/price-checker/price-check-link";
import { QUOTE_ID_PATTERN } from "@domain/quotes/quote-names";
import type { Route } from "./+types/quote";
import { quotePdfPath } from "@domain/quotes/quote-names";
import { ExpiredQuoteView, QuoteView } from "~/features/quotes/QuoteView";
import { MULTI_SITE_PATH } from "~/components/blocks/MultiSitePrompt";
import { CHECK_PARAMETER } from "~/features/multi-site/use-multi-site-check";

/**
 * The journey restored from the quote (its address, plan and extras, and the phone line or the
 * interim plan; the price checker's address and speed; or the multi-site check the sites were
 * chosen from); the hand-off qualifies the address again from there.
 */
function journeyUrl(quote: Quote): string {
  if (quote.journey === "multi-site") {
    return `${MULTI_SITE_PATH}?${CHECK_PARAMETER}=${quote.checkId}#multi-site-check`;
  }
  if (quote.journey === "price-check") {
    return `${priceCheckLink("/internet/business-fibre", { address: quote.address, speed: quote.speed })}#price-checker`;
  }
  const quantity = (key: string) => quote.extras.find((extra) => extra.key === key)?.quantity ?? 0;
  const choices = {
    address: quote.address,
    location: quote.locationId,
    plan: quote.plan.id,
    modem: quantity("modem") > 0 ? (1 as const) : (0 as const),
    extender: quantity("extender"),
  };
  return quote.journey === "flip"
    ? flipJourneyLink("/flip-to-fibre", { ...choices, interim: quote.interim?.id ?? null })
    : nbnJourneyLink("/small-business/nbn", { ...choices, line: quote.phoneLine !== null });
}

/**
 * A quote's page is for whoever holds its link (ADR 0043): never kept by a shared cache (nor by
 * the page cache, which skips no-store pages). The host adds noindex and no-referrer to every
 * answer under /quotes/ (server/app.ts).
 */
const QUOTE_HEADERS = { "Cache-Control": "private, no-store" };

export async function loader({ context, params }: Route.LoaderArgs) {
  const quote = QUOTE_ID_PATTERN.test(params.id) ? await site(context).findQuote(params.id) : null;
  if (!quote) throw data(null, { status: 404 });
  if (isQuoteExpired(quote, new Date())) {
    return data(
      { state: "expired" as const, reference: quote.reference, journeyUrl: journeyUrl(quote) },
      { status: 410, headers: QUOTE_HEADERS },
    );
  }
  // Expires: how long this node may send the same render again (server/http/quote-answers.ts).
  return data(
    { state: "valid" as const, quote, orderUrl: journeyUrl(quote) },
    { headers: { ...QUOTE_HEADERS, Expires: new Date(quote.validUntil).toUTCString() } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.state === "valid"
      ? `Quote ${loaderData.quote.reference} | Tidewire for Business`
      : "This quote has expired | Tidewire for Business";
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** A saved quote, or the way back to its journey once it has expired (ADR 0043). */
export default function Quote({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "expired") {
    return <ExpiredQuoteView reference={loaderData.reference} journeyUrl={loaderData.journeyUrl} />;
  }
  const { quote, orderUrl } = loaderData;
  return <QuoteView quote={quote} orderUrl={orderUrl} pdfUrl={quotePdfPath(quote.id)} />;
}
