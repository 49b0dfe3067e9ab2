import { useMemo, useRef } from "react";
import { leadEndpoint } from "@domain/api/contracts";
import { enterpriseNbnForm } from "@domain/forms/price-checker-form";
import { ENTERPRISE_SPEEDS } from "@domain/pricing/carriers";
import { api } from "~/lib/api";
import { useShell } from "~/lib/use-shell";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { useLeadForm, type SendForm } from "../lead-forms/use-lead-form";
import { usePricingAfterPost } from "../price-checker/use-pricing-after-post";
import { PricingForm } from "../price-checker/PricingForm";
import { EnterprisePlanCards } from "./EnterprisePlanCards";
import { NoFibreDialog } from "./NoFibreDialog";
import { useEnterprisePricing } from "./use-enterprise-pricing";

const DEFAULTS = { speed: String(ENTERPRISE_SPEEDS[0]) };

/**
 * nbn Enterprise Ethernet pricing (docs/product.md §A4): the details are sent and the price
 * asked for at the same time; the plan cards, the no-fibre dialog or the error panel follow.
 * After a first check, another speed asks for its price again.
 */
export function EnterprisePricingForm() {
  const pricing = useEnterprisePricing();
  const { start, cancel } = pricing;
  const phone = useShell()?.phones.sales.display ?? "";
  const checkedAddress = useRef("");

  const send = useMemo<SendForm<typeof enterpriseNbnForm>>(
    () => async (body, idempotencyKey) => {
      checkedAddress.current = body.address;
      void start(checkedAddress.current, Number(body.speed));
      const saved = await api.post(leadEndpoint(enterpriseNbnForm), body, { idempotencyKey });
      // Details that did not pass get no plans.
      if (!saved.ok) cancel();
      return saved;
    },
    [start, cancel],
  );

  const controller = useLeadForm({
    form: enterpriseNbnForm,
    defaultValues: DEFAULTS,
    delayMs: 0,
    send,
    onSent: (values) => pushLeadEvent("enterprise-nbn-submit", values),
  });
  usePricingAfterPost(controller.posted, (address, speed) => {
    checkedAddress.current = address;
    void start(address, speed);
  });

  return (
    <div>
      <PricingForm
        label="Enterprise ethernet pricing"
        controller={controller}
        speeds={ENTERPRISE_SPEEDS}
        onSpeedChange={(chosen) => {
          if (controller.status === "sent") void start(checkedAddress.current, chosen);
        }}
        busy={controller.status === "sending" || pricing.state.status === "loading"}
        submitLabel="Get pricing"
        failed={pricing.state.status === "failed"}
        onCloseFailure={pricing.dismiss}
      />
      {pricing.state.status === "priced" ? (
        <EnterprisePlanCards cards={pricing.state.cards} />
      ) : null}
      {pricing.state.status === "no-fibre" ? (
        <NoFibreDialog phone={phone} onClose={pricing.dismiss} />
      ) : null}
    </div>
  );
}
