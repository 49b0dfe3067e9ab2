import { lazy, Suspense } from "react";
import { useQueryState } from "nuqs";
import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import type { FlipToFibreContent } from "@domain/content/pages/flip-to-fibre";
import { FLIP_JOURNEY } from "@domain/flip/flip-journey";
import { formatMoney } from "@domain/format/money";
import { EXTENDER_QUANTITY, setExtenderQuantity, toggleExtra } from "@domain/order/extras";
import type { OrderExtras } from "@domain/order/extras-schema";
import { upgradePlans } from "@domain/plans/plan-rules";
import type { InterimPlan, Plan } from "@domain/plans/plan-schema";
import { upgradePremises } from "@domain/qualification/service-class";
import { Section } from "~/components/ui/Section";
import { Spinner } from "~/components/ui/Spinner";
import { pushDataLayer } from "~/lib/analytics";
import { beginCheckoutEvent, planPriceDetail } from "../order-journey/checkout";
import { ExtrasPicker } from "../order-journey/ExtrasPicker";
import {
  AddressSection,
  goToPlans,
  OrderSection,
  PlansSection,
} from "../order-journey/JourneySections";
import { flipLinkParsers } from "../order-journey/journey-link";
import { QuoteSection } from "../quotes/QuoteSection";
import { useQuoteChoices } from "../quotes/use-quote-choices";
import { unofferedPlanNotice } from "../order-journey/unoffered-plan";
import { useOrderJourney } from "../order-journey/use-order-journey";
import { FlipOutcomePanel } from "./FlipOutcomePanel";
import { InterimPlanPicker } from "./InterimPlanPicker";

// Only an address without an upgrade date needs the form (and its form engine): it loads then.
const FlipRegistration = lazy(() =>
  import("./FlipRegistration").then((module) => ({ default: module.FlipRegistration })),
);

const ADDRESS_INPUT_ID = "flip-address";

/** docs/product.md §B4: the event a failed qualification logs. */
export const QUALIFICATION_FAILED_EVENT = {
  event: "flipToFibreEligibility",
  outcome: "Service is not available",
} as const;

interface FlipJourneyProps {
  content: Pick<
    FlipToFibreContent,
    "eligibility" | "plans" | "interim" | "summary" | "registration"
  >;
  /** Every fibre upgrade plan (nbn50 already left out); the address's premises narrows them. */
  plans: Plan[];
  interimPlans: InterimPlan[];
  extras: OrderExtras;
  /** The lowest monthly price of the business nbn plans ("plans from $70/mth"). */
  nbnFromPrice: number;
}

/**
 * The journey with its choices kept in the page's link (ADR 0043): the part of the page whose
 * code comes after the start (ADR 0054), with nuqs's adapter.
 */
export function LinkedFlipJourney(props: FlipJourneyProps) {
  return (
    <NuqsAdapter>
      <FlipJourney {...props} />
    </NuqsAdapter>
  );
}

/**
 * The Flip to Fibre journey (docs/product.md §B2 to §B5): check the address's eligibility, choose a
 * fibre plan and an interim plan, add a modem and extenders, see the totals over the minimum
 * term, and hand the order to the order site, or register when no upgrade date is set. The
 * shared journey components run on FLIP_JOURNEY's rules.
 */
export function FlipJourney({
  content,
  plans: upgradeCatalogue,
  interimPlans,
  extras,
  nbnFromPrice,
}: FlipJourneyProps) {
  const journey = useOrderJourney(FLIP_JOURNEY, { maxExtenders: EXTENDER_QUANTITY.max });
  const { brand, phone, record, outcome, orderable, selection, setSelection } = journey;
  const plans = upgradePlans(upgradeCatalogue, upgradePremises(record?.nbnServiceClass ?? null));
  // A plan press shows on its card at once; this render, with the totals, the summary and
  // the quote, follows in a transition after that paint (ADR 0049).
  const plan = journey.planAmong(plans);
  const unoffered = record ? journey.unofferedPlan(plans) : null;
  const [interimId, setInterimId] = useQueryState("interim", flipLinkParsers.interim);
  // docs/product.md §B4: the first interim plan is the default.
  const interim = interimPlans.find((candidate) => candidate.id === interimId) ?? interimPlans[0];
  const { inCart, totals } = journey.cart(plan, extras, {
    minimumMonths: FLIP_JOURNEY.minimumMonths,
  });

  const order = () => {
    if (!plan || !interim || !totals) return;
    journey.handOff(({ sqAddress, tracking, agentToken, record }) => ({
      fields: FLIP_JOURNEY.handoffFields({
        planId: plan.id,
        interimPlan: interim.planDownloadSpeed,
        extras: selection,
        sqAddress,
        record,
        tracking,
        agentToken,
      }),
      events: [
        beginCheckoutEvent(totals.monthly, plan, inCart, [
          { item_id: interim.id, item_name: interim.planTitle, price: interim.price, quantity: 1 },
        ]),
        {
          event: "flipToFibreOrder",
          planId: plan.id,
          interimPlan: interim.planDownloadSpeed,
          technology: record.nbnType,
          modem: selection.modem > 0,
          extenders: selection.extender,
          monthlyTotal: totals.monthly,
          upfrontTotal: totals.upfront,
          minimumTotal: totals.minimumCharge,
        },
      ],
    }));
  };

  const deliveryFee = inCart.reduce((sum, extra) => sum + extra.deliveryFee, 0);
  const summaryLines = [
    {
      label: plan ? `Fibre plan: ${plan.planHeading} ${plan.planFullSpeed}` : "Fibre plan",
      detail: plan ? `${planPriceDetail(plan)}, 12-month contract` : "No plan available",
    },
    {
      label: interim ? `Interim plan: ${interim.planFullSpeed}` : "Interim plan",
      detail: interim
        ? `${formatMoney(interim.price)}/mth until your fibre is active`
        : "None available",
    },
    {
      label: extras.modem.title,
      detail: selection.modem > 0 ? extras.modem.priceLarge : "Not added",
    },
    {
      label: extras.extender.title,
      detail:
        selection.extender > 0
          ? `${selection.extender} × ${formatMoney(extras.extender.upfrontPrice)}`
          : "Not added",
    },
    { label: "Delivery", detail: formatMoney(deliveryFee) },
  ];

  // What a quote is made from: the choices only, never a price (ADR 0043).
  const quoteChoices = useQuoteChoices(
    orderable && record && plan && interim
      ? {
          journey: "flip",
          address: record.address,
          location_id: record.serviceLocationId,
          plan_id: plan.id,
          modem: String(selection.modem),
          extender: String(selection.extender),
          interim_plan: interim.id,
        }
      : null,
  );
  return (
    <>
      <AddressSection
        id="eligibility"
        copy={content.eligibility}
        rules={FLIP_JOURNEY}
        journey={journey}
        inputId={ADDRESS_INPUT_ID}
        onQualificationFailed={() => pushDataLayer({ ...QUALIFICATION_FAILED_EVENT })}
        renderResult={(qualified) => (
          <FlipOutcomePanel
            outcome={FLIP_JOURNEY.outcome(qualified)}
            nbnFromPrice={nbnFromPrice}
            onViewPlans={goToPlans}
          />
        )}
      />

      {record && outcome?.kind === "no-date" ? (
        <Section
          hydratesApart={false}
          id="register"
          title={content.registration.title}
          subTitle={content.registration.subTitle}
        >
          <div className="max-w-3xl space-y-3">
            {content.registration.leadCopy.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-6 max-w-4xl">
            <Suspense fallback={<Spinner label="Loading the registration form" />}>
              <FlipRegistration
                key={record.address}
                address={record.address}
                brand={brand}
                phone={phone}
                onSwitchNow={goToPlans}
              />
            </Suspense>
          </div>
        </Section>
      ) : null}

      <PlansSection
        copy={content.plans}
        status={[
          record && orderable ? `Showing the fibre plans available at ${record.address}.` : "",
          unofferedPlanNotice(unoffered, plan),
        ]
          .filter(Boolean)
          .join(" ")}
        label="Business fibre plans"
        plans={plans}
        chosen={plan}
        recommendedId={null}
        onChoose={journey.choosePlan}
      />

      <Section
        id="interim"
        title={content.interim.title}
        subTitle={content.interim.subTitle}
        tone="tinted"
      >
        <div className="mb-6 max-w-3xl space-y-2">
          {content.interim.leadCopy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {interim ? (
          <InterimPlanPicker
            plans={interimPlans}
            selectedId={interim.id}
            onSelect={(id) => void setInterimId(id)}
          />
        ) : null}
      </Section>

      <OrderSection
        copy={content.summary}
        journey={journey}
        lines={summaryLines}
        totals={totals}
        order={{
          ready: orderable,
          complete: totals !== null && interim !== undefined,
          onOrder: order,
          addressInputId: ADDRESS_INPUT_ID,
        }}
        minimumLabel={`Total minimum cost (${FLIP_JOURNEY.minimumMonths} months)`}
        note="Check your address: you can order once nbn has set its upgrade date."
      >
        <ExtrasPicker
          extras={extras}
          selection={selection}
          onToggle={(key) => setSelection((current) => toggleExtra(current, key))}
          onExtenderStep={(step) =>
            setSelection((current) => setExtenderQuantity(current, current.extender + step))
          }
        />
      </OrderSection>

      {quoteChoices ? <QuoteSection choices={quoteChoices} /> : null}
    </>
  );
}
