import type { Plan } from "@domain/plans/plan-schema";
import type { SqRecord } from "@domain/qualification/sq-record";
import { Section } from "~/components/ui/Section";
import { focusSectionHeading } from "~/lib/focus";
import type { OrderTotals } from "@domain/order/totals";
import { AddressQualifier } from "../qualification/AddressQualifier";
import { OrderSummary, type SummaryLine } from "./OrderSummary";
import { PlanCarousel } from "./PlanCarousel";
import type { OrderJourneyRules } from "@domain/order/journey-rules";
import { orderButton, type OrderButtonOptions, type OrderJourney } from "./use-order-journey";

const PLANS_ID = "plans";

/** Takes the visitor to the plans (an outcome panel's "view plans", Flip's "switch now"). */
export const goToPlans = () => focusSectionHeading(PLANS_ID);

interface SectionCopy {
  title: string;
  subTitle?: string;
}

/** The first screen of a journey: the address box, its qualification and the journey's answer. */
export function AddressSection<Outcome>({
  id,
  copy,
  rules,
  journey,
  inputId,
  renderResult,
  onQualificationFailed,
}: {
  id: string;
  copy: SectionCopy & { label: string; hint: string; placeholder: string };
  rules: OrderJourneyRules<Outcome>;
  journey: OrderJourney;
  inputId: string;
  renderResult: (record: SqRecord) => React.ReactNode;
  onQualificationFailed?: () => void;
}) {
  return (
    <Section
      hydratesApart={false}
      id={id}
      title={copy.title}
      subTitle={copy.subTitle}
      tone="tinted"
      className="scroll-mt-24"
    >
      <div className="max-w-3xl">
        <AddressQualifier
          content={copy}
          rules={rules}
          qualification={journey.qualification}
          inputId={inputId}
          phone={journey.phone}
          onQualificationFailed={onQualificationFailed}
          renderResult={renderResult}
        />
      </div>
    </Section>
  );
}

/** The plans on offer at the address (or the whole catalogue before a check), one chosen. */
export function PlansSection({
  copy,
  status,
  label,
  plans,
  chosen,
  recommendedId,
  onChoose,
  children,
}: {
  copy: SectionCopy & { inclusions: readonly string[] };
  /** Announced above the plans: what they are for, or that they are loading. */
  status: string;
  label: string;
  plans: readonly Plan[];
  chosen: Plan | null;
  recommendedId: string | null;
  onChoose: (id: string) => void;
  /** What follows the plans (the nbn page's things to know). */
  children?: React.ReactNode;
}) {
  return (
    <Section id={PLANS_ID} title={copy.title} subTitle={copy.subTitle} className="scroll-mt-24">
      <p role="status" className="mb-4 min-h-6 text-sm text-muted">
        {status}
      </p>
      <PlanCarousel
        label={label}
        plans={plans}
        selectedId={chosen?.id ?? null}
        recommendedId={recommendedId}
        inclusions={copy.inclusions}
        onSelect={onChoose}
      />
      {children}
    </Section>
  );
}

/** What the visitor is about to order, its totals and the button that sends it. */
export function OrderSection({
  copy,
  journey,
  lines,
  totals,
  order,
  note,
  minimumLabel,
  children,
}: {
  copy: SectionCopy;
  journey: OrderJourney;
  /** The order's lines after the address, which comes first on every journey. */
  lines: readonly SummaryLine[];
  totals: OrderTotals | null;
  order: OrderButtonOptions;
  /** Said under the button while the address cannot order yet. */
  note: string;
  minimumLabel?: string;
  /** Choices shown above the summary (Flip to Fibre's equipment). */
  children?: React.ReactNode;
}) {
  return (
    <Section hydratesApart={false} id="order" title={copy.title} subTitle={copy.subTitle}>
      {children}
      <div className={children ? "mt-8" : undefined}>
        <OrderSummary
          lines={[
            { label: "Address", detail: journey.record?.address ?? "Not checked yet" },
            ...lines,
          ]}
          totals={totals}
          button={orderButton(journey, order)}
          minimumLabel={minimumLabel}
          note={order.ready ? null : note}
          error={journey.handoff.error}
        />
        {journey.handoff.form}
      </div>
    </Section>
  );
}
