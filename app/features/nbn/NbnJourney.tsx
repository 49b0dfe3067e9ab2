import { useQueryState } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import type { SmallBusinessNbnContent } from "@domain/content/pages/small-business-nbn";
import { formatMoney } from "@domain/format/money";
import { NBN_JOURNEY } from "@domain/nbn/nbn-journey";
import { toggleExtra } from "@domain/order/extras";
import type { OrderExtras } from "@domain/order/extras-schema";
import type { PlansResponse } from "@domain/plans/plan-schema";
import { Section } from "~/components/ui/Section";
import { beginCheckoutEvent, planPriceDetail } from "../order-journey/checkout";
import { ExtrasPicker } from "../order-journey/ExtrasPicker";
import {
  AddressSection,
  goToPlans,
  OrderSection,
  PlansSection,
} from "../order-journey/JourneySections";
import { nbnLinkParsers } from "../order-journey/journey-link";
import { QuoteSection } from "../quotes/QuoteSection";
import { useQuoteChoices } from "../quotes/use-quote-choices";
import { unofferedPlanNotice } from "../order-journey/unoffered-plan";
import { useOrderJourney } from "../order-journey/use-order-journey";
import { NbnOutcomePanel } from "./NbnOutcomePanel";
import { useAddressPlans } from "./use-address-plans";

const ADDRESS_INPUT_ID = "nbn-address";

interface NbnJourneyProps {
  content: Pick<SmallBusinessNbnContent, "search" | "plans" | "extras" | "summary">;
  /** The catalogue for an address not yet checked (GET /api/getDefaultPlansSmbNbn). */
  defaultPlans: PlansResponse;
  extras: OrderExtras;
}

/**
 * The journey with its choices kept in the page's link (ADR 0043): the part of the page whose
 * code comes after the start (ADR 0054), with nuqs's adapter.
 */
export function LinkedNbnJourney(props: NbnJourneyProps) {
  return (
    <NuqsAdapter>
      <NbnJourney {...props} />
    </NuqsAdapter>
  );
}

/**
 * The small-business nbn journey (docs/product.md §B2 to §B4): check the address, choose a plan,
 * add a phone line and equipment, see the totals, and hand the order to the order site.
 */
export function NbnJourney({ content, defaultPlans, extras }: NbnJourneyProps) {
  // One modem and one extender at most on this page (docs/product.md §B4).
  const journey = useOrderJourney(NBN_JOURNEY, { maxExtenders: 1 });
  const { record, orderable, selection, setSelection } = journey;
  const { plans, loading } = useAddressPlans(record, orderable, defaultPlans["no-contract"]);
  // A plan press shows on its card at once; this render, with the totals, the summary and
  // the quote, follows in a transition after that paint (ADR 0049).
  const plan = journey.planAmong(plans);
  const unoffered = loading ? null : journey.unofferedPlan(plans);
  const [phoneLine, setPhoneLine] = useQueryState("line", nbnLinkParsers.line);
  const { inCart, totals } = journey.cart(plan, extras, {
    phoneLine: phoneLine ? extras.phoneLine.monthlyPrice : undefined,
  });

  const order = () => {
    if (!plan || !totals) return;
    journey.handOff(({ sqAddress, tracking, agentToken, record }) => ({
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

  const summaryLines = [
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
  // What a quote is made from: the choices only, never a price (ADR 0043).
  const quoteChoices = useQuoteChoices(
    ready && record && plan
      ? {
          journey: "nbn",
          address: record.address,
          location_id: record.serviceLocationId,
          plan_id: plan.id,
          phone_line: phoneLine ? "yes" : "no",
          modem: String(selection.modem),
          extender: String(selection.extender),
        }
      : null,
  );
  return (
    <>
      <AddressSection
        id="check-address"
        copy={content.search}
        rules={NBN_JOURNEY}
        journey={journey}
        inputId={ADDRESS_INPUT_ID}
        renderResult={(qualified) => <NbnOutcomePanel record={qualified} onViewPlans={goToPlans} />}
      />

      <PlansSection
        copy={content.plans}
        status={[
          loading
            ? "Finding the plans available at your address…"
            : record && orderable
              ? `Showing the plans available at ${record.address}.`
              : "",
          unofferedPlanNotice(unoffered, plan),
        ]
          .filter(Boolean)
          .join(" ")}
        label="Business nbn plans"
        plans={plans}
        chosen={plan}
        recommendedId={NBN_JOURNEY.recommendedPlanId(plans)}
        onChoose={journey.choosePlan}
      >
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
      </PlansSection>

      <Section
        id="extras"
        title={content.extras.title}
        subTitle={content.extras.subTitle}
        tone="tinted"
      >
        <ExtrasPicker
          extras={extras}
          phoneLine={{ chosen: phoneLine, onChange: (chosen) => void setPhoneLine(chosen) }}
          selection={selection}
          onToggle={(key) => setSelection((current) => toggleExtra(current, key))}
        />
      </Section>

      <OrderSection
        copy={content.summary}
        journey={journey}
        lines={summaryLines}
        totals={totals}
        order={{
          ready,
          complete: totals !== null,
          onOrder: order,
          addressInputId: ADDRESS_INPUT_ID,
        }}
        note="Check your address to see the plans you can order."
      />

      {quoteChoices ? <QuoteSection choices={quoteChoices} /> : null}
    </>
  );
}
