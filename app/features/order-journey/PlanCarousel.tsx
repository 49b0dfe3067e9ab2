import { memo } from "react";
import type { Plan } from "@domain/plans/plan-schema";
import { formatMoney } from "@domain/format/money";
import { Carousel } from "~/components/ui/Carousel";
import { TickList } from "~/components/ui/TickList";
import { useOptimisticChoice } from "~/lib/use-optimistic-choice";

interface PlanCarouselProps {
  label: string;
  plans: readonly Plan[];
  selectedId: string | null;
  recommendedId: string | null;
  /** What every plan includes, listed on each card. */
  inclusions: readonly string[];
  /** Takes the chosen plan's id; steady, so the cards that did not change skip their redraw. */
  onSelect: (id: string) => void;
}

/**
 * The plan chooser (docs/product.md §B2): 1 plan at a time below 750 px, 2 from 750 to 991 px
 * and 4 from 992 px. Each card's button says whether it is the chosen plan. A press redraws the
 * cards at once; the journey follows it after that paint.
 */
export function PlanCarousel({
  label,
  plans,
  selectedId,
  recommendedId,
  inclusions,
  onSelect,
}: PlanCarouselProps) {
  const [shownId, choose] = useOptimisticChoice<string | null, string>(selectedId, onSelect);
  return (
    <Carousel
      label={label}
      loop={false}
      perView={{ mobile: 1, tablet: 2, desktop: 4 }}
      autoplay={{ mobile: false, desktop: false }}
      slides={plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          selected={plan.id === shownId}
          recommended={plan.id === recommendedId}
          inclusions={inclusions}
          onSelect={choose}
        />
      ))}
    />
  );
}

/** Memoised: choosing a plan redraws the two cards whose state changed, not every card. */
const PlanCard = memo(function PlanCard({
  plan,
  selected,
  recommended,
  inclusions,
  onSelect,
}: {
  plan: Plan;
  selected: boolean;
  recommended: boolean;
  inclusions: readonly string[];
  onSelect: (id: string) => void;
}) {
  return (
    <article
      className={`flex h-full flex-col rounded-lg border-2 bg-white p-5 ${
        selected ? "border-brand-600 shadow-md" : "border-brand-100"
      }`}
    >
      <p className="min-h-7">
        {recommended ? (
          <span className="rounded-full bg-accent-600 px-3 py-1 text-sm font-semibold text-white">
            Recommended
          </span>
        ) : null}
      </p>
      <h3 className="mt-3 text-2xl font-bold text-brand-900">{plan.planHeading}</h3>
      <p className="font-semibold text-brand-700">{plan.planTitle}</p>
      <p className="mt-3 text-3xl font-bold text-brand-900">
        {plan.planFullSpeed}
        <span className="text-base font-semibold"> Mbps</span>
      </p>
      <p className="text-sm text-muted">Typical evening speed {plan.typicalEveningSpeed} Mbps</p>
      <p className="mt-4">
        <span className="text-3xl font-bold text-brand-900">
          {formatMoney(plan.special?.planPrice ?? plan.price)}
        </span>
        <span className="font-semibold">/mth</span>
      </p>
      <p className="min-h-10 text-sm text-muted">
        {plan.special
          ? `for ${plan.special.duration} months, then ${formatMoney(plan.price)}/mth`
          : "No lock-in contract"}
      </p>
      <TickList
        className="mt-4 flex-1 gap-1 text-sm"
        items={[
          plan.allowance,
          ...inclusions.filter((item) => item !== plan.allowance),
          ...(plan.speedboost ? ["My Speed Boost included"] : []),
        ]}
      />
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`${selected ? "Selected" : "Select plan"}: ${plan.planHeading} ${plan.planTitle}`}
        onClick={() => onSelect(plan.id)}
        className={`mt-5 grid min-h-11 rounded-full border-2 border-brand-600 px-6 py-2.5 font-semibold ${
          selected ? "bg-brand-600 text-white" : "text-brand-700 hover:bg-brand-50"
        }`}
      >
        <span className={`col-start-1 row-start-1 ${selected ? "" : "invisible"}`}>Selected</span>
        <span className={`col-start-1 row-start-1 ${selected ? "invisible" : ""}`}>
          Select plan
        </span>
      </button>
    </article>
  );
});
