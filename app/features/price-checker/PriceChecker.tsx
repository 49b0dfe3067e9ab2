import { useMemo, useRef, useState } from "react";
import { API, leadEndpoint } from "@domain/api/contracts";
import { priceCheckerForms, type PriceCheckerVariant } from "@domain/forms/price-checker-form";
import { DEFAULT_PRICE_CHECKER_SPEED, PRICE_CHECKER_SPEEDS } from "@domain/pricing/carriers";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { useLeadForm, type SendForm } from "../lead-forms/use-lead-form";
import { usePricingAfterPost } from "./use-pricing-after-post";
import { PricingForm } from "./PricingForm";
import { PricingTable } from "./PricingTable";
import { useCarrierPricing } from "./use-carrier-pricing";

const DEFAULTS = { speed: String(DEFAULT_PRICE_CHECKER_SPEED) };

/** docs/product.md §A9: the pause between submit and the validation call. */
export const PRICE_CHECK_DELAY_MS = 500;

/**
 * The business-fibre price checker (docs/product.md §A4): the visitor's details and speed are
 * checked, the lead is saved in the background, and all six carriers are asked at once; the
 * table appears with the first answer. After a first check, a new speed asks them again.
 */
export function PriceChecker({ variant }: { variant: PriceCheckerVariant }) {
  const form = priceCheckerForms[variant];
  const pricing = useCarrierPricing();
  const { start } = pricing;
  // The address the carriers were asked about: a later speed change asks about it again.
  const checkedAddress = useRef("");
  // The speed the table shows prices for.
  const [pricedSpeed, setPricedSpeed] = useState<number>(DEFAULT_PRICE_CHECKER_SPEED);
  const price = useMemo(
    () => (address: string, speed: number) => {
      checkedAddress.current = address;
      setPricedSpeed(speed);
      start(address, speed);
    },
    [start],
  );

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
    defaultValues: DEFAULTS,
    delayMs: PRICE_CHECK_DELAY_MS,
    send,
    onSent: (values) => pushLeadEvent("price-checker-submit", values, { variant }),
  });
  usePricingAfterPost(controller.posted, price);

  return (
    <div>
      <PricingForm
        label="Business fibre price checker"
        controller={controller}
        speeds={PRICE_CHECKER_SPEEDS}
        speedHint="Symmetrical business fibre: the same speed up and down."
        onSpeedChange={(chosen) => {
          if (controller.status === "sent") price(checkedAddress.current, chosen);
        }}
        busy={controller.status === "sending" || pricing.busy}
        submitLabel="Check prices"
      />
      {pricing.progress.started ? (
        <PricingTable rows={pricing.rows} progress={pricing.progress} speed={pricedSpeed} />
      ) : null}
    </div>
  );
}
