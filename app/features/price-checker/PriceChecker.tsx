import { useEffect, useMemo, useRef } from "react";
import { useQueryStates } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { API, leadEndpoint } from "@domain/api/contracts";
import { priceCheckerForms, type PriceCheckerVariant } from "@domain/forms/price-checker-form";
import { PRICE_CHECKER_SPEEDS, type PriceCheckerSpeed } from "@domain/pricing/carriers";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { useLeadForm, type SendForm } from "../lead-forms/use-lead-form";
import { usePricingAfterPost } from "./use-pricing-after-post";
import { QuoteSection } from "../quotes/QuoteSection";
import { useQuoteChoices } from "../quotes/use-quote-choices";
import { PricingForm } from "./PricingForm";
import { PricingTable } from "./PricingTable";
import { priceCheckLinkParsers } from "./price-check-link";
import { useCarrierPricing } from "./use-carrier-pricing";

/** docs/product.md §A9: the pause between submit and the validation call. */
export const PRICE_CHECK_DELAY_MS = 500;

/**
 * The business-fibre price checker (docs/product.md §A4): the visitor's details and speed are
 * checked, the lead is saved in the background, and all six carriers are asked at once; the
 * table appears with the first answer. After a first check, a new speed asks them again. The
 * address and speed asked about live in the page's link, so a reload or the link opened
 * elsewhere shows the same prices again (the carriers' answers come from the site's cache).
 */
export function PriceChecker({ variant }: { variant: PriceCheckerVariant }) {
  return (
    <NuqsAdapter>
      <LinkedPriceChecker variant={variant} />
    </NuqsAdapter>
  );
}

function LinkedPriceChecker({ variant }: { variant: PriceCheckerVariant }) {
  const form = priceCheckerForms[variant];
  const pricing = useCarrierPricing();
  const { start } = pricing;
  // The address and speed the carriers were last asked about: the table's, and the link's. A
  // later speed change asks about the same address again.
  const [priced, setPriced] = useQueryStates(priceCheckLinkParsers);
  const price = useMemo(
    () => (address: string, speed: number) => {
      void setPriced({ address, speed: speed as PriceCheckerSpeed });
      start(address, speed);
    },
    [start, setPriced],
  );

  // A link that names an address: its prices, asked again once, as the page starts.
  const linked = useRef({ ...priced, price });
  useEffect(() => {
    const { address, speed, price: priceLinked } = linked.current;
    if (address) priceLinked(address, speed);
  }, []);

  const send = useMemo<SendForm<typeof form>>(
    () => async (body, idempotencyKey) => {
      const result = await api.post(API.validatePriceCheckerForm, body);
      if (!result.ok) return result;
      // The lead is saved in the background: its failure is reported, never shown.
      void api.post(leadEndpoint(form), body, { idempotencyKey }).then((saved) => {
        if (saved.ok) return;
        reportError(saved.kind === "failure" ? saved.error : new Error(saved.message), {
          form: form.id,
          stage: "background lead",
        });
      });
      price(body.address, Number(body.speed));
      return result;
    },
    [form, price],
  );

  const controller = useLeadForm({
    form,
    defaultValues: { address: priced.address ?? "", speed: String(priced.speed) },
    delayMs: PRICE_CHECK_DELAY_MS,
    send,
    onSent: (values) => pushLeadEvent("price-checker-submit", values, { variant }),
  });
  usePricingAfterPost(controller.posted, price);
  // What a quote is made from: the address and speed, never a price (ADR 0043).
  const quoteChoices = useQuoteChoices(
    priced.address && pricing.progress.complete && !pricing.progress.noResults
      ? { journey: "price-check", address: priced.address, speed: String(priced.speed) }
      : null,
  );

  return (
    <div>
      <PricingForm
        label="Business fibre price checker"
        controller={controller}
        speeds={PRICE_CHECKER_SPEEDS}
        speedHint="Symmetrical business fibre: the same speed up and down."
        onSpeedChange={(chosen) => {
          if (priced.address) price(priced.address, chosen);
        }}
        busy={controller.status === "sending" || pricing.busy}
        submitLabel="Check prices"
      />
      {pricing.progress.started ? (
        <PricingTable rows={pricing.rows} progress={pricing.progress} speed={priced.speed} />
      ) : null}
      {quoteChoices ? <QuoteSection placement="results" choices={quoteChoices} /> : null}
    </div>
  );
}
