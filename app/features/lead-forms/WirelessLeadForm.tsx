import { useEffect, useState } from "react";
import type { WirelessPlan } from "@domain/content/pages/internet";
import { MAX_LENGTH } from "@domain/forms/fields";
import { wirelessForm } from "@domain/forms/wireless-form";
import { formatMoney } from "@domain/format/money";
import { telHref } from "@domain/site/phone";
import { Honeypot, TextField } from "./fields";
import { LeadFormFrame } from "./LeadFormFrame";
import { pushLeadEvent } from "./lead-analytics";
import { PrivacyNote } from "./PrivacyNote";
import { IdentityField } from "./IdentityField";
import { useLeadForm } from "./use-lead-form";

/** docs/product.md §A9: the plans appear 2 s after the details are in. */
export const WIRELESS_PLANS_DELAY_MS = 2000;

interface WirelessLeadFormProps {
  plans: WirelessPlan[];
  notice: string;
  phone: string;
}

/** Business wireless: details first, then the fixed plan list (docs/product.md §A4). */
export function WirelessLeadForm({ plans, notice, phone }: WirelessLeadFormProps) {
  const controller = useLeadForm({
    form: wirelessForm,
    delayMs: 0,
    onSent: (values) => pushLeadEvent("wireless-form-submit", values),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Business wireless plans"
      submitLabel="Show me the plans"
      footnote={<PrivacyNote />}
      afterSuccess={<WirelessPlans plans={plans} notice={notice} phone={phone} />}
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <IdentityField name="company" field={field} />
        <IdentityField name="email" field={field} />
        <IdentityField name="phone" field={field} />
        <TextField
          field={field("address")}
          label="Business address"
          maxLength={MAX_LENGTH.text}
          autoComplete="address-line1"
        />
      </div>
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}

function WirelessPlans({ plans, notice, phone }: WirelessLeadFormProps) {
  const [shown, setShown] = useState(false);
  const [liked, setLiked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), WIRELESS_PLANS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <section aria-labelledby="wireless-plans-heading" className="animate-success-in mt-4">
      <h3 id="wireless-plans-heading" className="text-2xl font-bold text-brand-900">
        Fixed wireless plans
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => {
          const open = liked === plan.title;
          return (
            <li key={plan.title}>
              <button
                type="button"
                aria-expanded={open}
                onClick={() => setLiked(open ? null : plan.title)}
                className={`w-full rounded-lg border-2 bg-white p-5 text-left hover:border-brand-600 ${
                  open ? "border-brand-600" : "border-slate-300"
                }`}
              >
                <span className="block text-xl font-bold text-brand-900">{plan.title}</span>
                <span className="mt-1 block text-muted">{plan.speed}</span>
                <span className="mt-3 block text-2xl font-bold text-brand-900">
                  {formatMoney(plan.monthlyFee)}
                  <span className="text-base font-normal text-muted"> per month</span>
                </span>
                <span className="mt-1 block text-muted">
                  Activation {formatMoney(plan.activationFee)}
                </span>
              </button>
              {open ? (
                <p className="mt-2 rounded-md bg-brand-50 p-3">
                  Like this plan? Call us on{" "}
                  <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
                    {phone}
                  </a>{" "}
                  and we will get it connected.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-muted">{notice}</p>
    </section>
  );
}
