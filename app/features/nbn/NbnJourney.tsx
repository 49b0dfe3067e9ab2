import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { SmallBusinessNbnContent } from "@domain/content/pages/company";
import { formatMoney } from "@domain/format/money";
import { NBN_JOURNEY } from "@domain/nbn/nbn-journey";
import { DEFAULT_EXTRAS, toggleExtra, type ExtrasSelection } from "@domain/order/extras";
import type { OrderExtras } from "@domain/order/extras-schema";
import { orderTotals } from "@domain/order/totals";
import type { PlansResponse } from "@domain/plans/plan-schema";
import type { ShellData } from "~/components/layout/shell-data";
import { Section } from "~/components/ui/Section";
import { focusField, focusSectionHeading } from "~/lib/focus";
import { AddressQualifier } from "../qualification/AddressQualifier";
import { useQualification } from "../qualification/use-qualification";
import { beginCheckoutEvent, chosenExtras, planPriceDetail } from "../order/checkout";
import { ExtrasPicker } from "../order/ExtrasPicker";
import { OrderSummary, type SummaryLine } from "../order/OrderSummary";
import { PlanCarousel } from "../order/PlanCarousel";
import { useOrderHandoff } from "../order/use-order-handoff";
import { NbnOutcomePanel } from "./NbnOutcomePanel";
import { useAddressPlans } from "./use-address-plans";

const ADDRESS_INPUT_ID = "nbn-address";
const PLANS_ID = "plans";

interface NbnJourneyProps {
  content: Pick<SmallBusinessNbnContent, "search" | "plans" | "extras" | "summary">;
  /** The catalogue for an address not yet checked (GET /api/getDefaultPlansSmbNbn). */
  defaultPlans: PlansResponse;
  extras: OrderExtras;
}

/**
 * The small-business nbn journey (spec 001 sections 2-4): check the address, choose a plan,
 * add a phone line and equipment, see the totals, and hand the order to the order site.
 */
export function NbnJourney({ content, defaultPlans, extras }: NbnJourneyProps) {
  const shell = useRouteLoaderData<{ shell: ShellData }>("root")?.shell;
  const brand = shell?.brand.name ?? "Tidewire";
  const phone = shell?.phones.smallBusiness.display ?? "";
  const qualification = useQualification(brand);
  const record = qualification.state.status === "qualified" ? qualification.state.record : null;
  const outcome = record ? NBN_JOURNEY.outcome(record) : null;
  const orderable = NBN_JOURNEY.canOrder(outcome);
  const { plans, loading } = useAddressPlans(record, orderable, defaultPlans["no-contract"]);

  const [chosenPlanId, setChosenPlanId] = useState<string | null>(null);
  const [phoneLine, setPhoneLine] = useState(false);
  const [selection, setSelection] = useState<ExtrasSelection>(DEFAULT_EXTRAS);
  const handoff = useOrderHandoff(phone);

  const plan =
    plans.find((candidate) => candidate.id === chosenPlanId) ??
    plans.find((candidate) => candidate.id === NBN_JOURNEY.defaultPlanId(plans)) ??
    null;
  const inCart = chosenExtras(extras, selection);
  const totals = plan
    ? orderTotals({
        plan,
        phoneLine: phoneLine ? extras.phoneLine.monthlyPrice : null,
        extras: inCart,
      })
    : null;

  const order = () => {
    if (!record || !plan || !totals) return;
    void handoff.handOff(record, ({ sqAddress, tracking, agentToken }) => ({
      fields: NBN_JOURNEY.handoffFields({
        planId: plan.id,
        phoneLine,
        extras: selection,
        sqAddress,
        record,
        tracking,
        agentToken,
      }),
      events: [
        beginCheckoutEvent(
          totals.monthly,
          plan,
          inCart,
          phoneLine
            ? [
                {
                  item_id: "phone-line",
                  item_name: extras.phoneLine.title,
                  price: extras.phoneLine.monthlyPrice,
                  quantity: 1,
                },
              ]
            : [],
        ),
        {
          event: "smbNbnOrder",
          planId: plan.id,
          technology: record.nbnType,
          phoneLine,
          modem: selection.modem > 0,
          extender: selection.extender > 0,
          monthlyTotal: totals.monthly,
          upfrontTotal: totals.upfront,
        },
      ],
    }));
  };

  const summaryLines: SummaryLine[] = [
    { label: "Address", detail: record?.address ?? "Not checked yet" },
    {
      label: plan ? `${plan.planHeading} ${plan.planFullSpeed}` : "Plan",
      detail: plan ? planPriceDetail(plan) : "No plan available",
    },
    {
      label: extras.phoneLine.title,
      detail: phoneLine ? `${formatMoney(extras.phoneLine.monthlyPrice)}/mth` : "Not added",
    },
    ...(["modem", "extender"] as const).map((key) => ({
      label: extras[key].title,
      detail:
        selection[key] > 0 ? `${extras[key].priceLarge}, ${extras[key].priceSmall}` : "Not added",
    })),
  ];

  const ready = orderable && !loading;
  const button = ready
    ? {
        label: handoff.ordering ? "Preparing your order…" : "Order now",
        disabled: handoff.ordering || !totals,
        onClick: order,
      }
    : { label: "Check address", disabled: false, onClick: () => focusField(ADDRESS_INPUT_ID) };

  return (
    <>
      <Section
        id="check-address"
        title={content.search.title}
        subTitle={content.search.subTitle}
        tone="tinted"
        className="scroll-mt-24"
      >
        <div className="max-w-3xl">
          <AddressQualifier
            content={content.search}
            rules={NBN_JOURNEY}
            qualification={qualification}
            inputId={ADDRESS_INPUT_ID}
            phone={phone}
            renderResult={(qualified) => (
              <NbnOutcomePanel
                record={qualified}
                onViewPlans={() => focusSectionHeading(PLANS_ID)}
              />
            )}
          />
        </div>
      </Section>

      <Section
        id={PLANS_ID}
        title={content.plans.title}
        subTitle={content.plans.subTitle}
        className="scroll-mt-24"
      >
        <p role="status" className="mb-4 min-h-6 text-sm text-muted">
          {loading
            ? "Finding the plans available at your address…"
            : record && orderable
              ? `Showing the plans available at ${record.address}.`
              : ""}
        </p>
        <PlanCarousel
          label="Business nbn plans"
          plans={plans}
          selectedId={plan?.id ?? null}
          recommendedId={NBN_JOURNEY.recommendedPlanId(plans)}
          inclusions={content.plans.inclusions}
          onSelect={(chosen) => setChosenPlanId(chosen.id)}
        />
        <details className="mt-8 max-w-4xl">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
            What you need to know about these plans
          </summary>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-muted">
            {defaultPlans.needToKnow.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      </Section>

      <Section
        id="extras"
        title={content.extras.title}
        subTitle={content.extras.subTitle}
        tone="tinted"
      >
        <ExtrasPicker
          extras={extras}
          phoneLine={{ chosen: phoneLine, onChange: setPhoneLine }}
          selection={selection}
          onToggle={(key) => setSelection((current) => toggleExtra(current, key))}
        />
      </Section>

      <Section id="order" title={content.summary.title} subTitle={content.summary.subTitle}>
        <OrderSummary
          lines={summaryLines}
          totals={totals}
          button={button}
          note={ready ? null : "Check your address to see the plans you can order."}
          error={handoff.error}
        />
        {handoff.form}
      </Section>
    </>
  );
}
