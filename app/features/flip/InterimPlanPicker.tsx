import { formatMoney } from "@domain/format/money";
import type { InterimPlan } from "@domain/plans/plan-schema";
import { useOptimisticChoice } from "~/lib/use-optimistic-choice";

/**
 * The interim plan cards (docs/product.md §B2): radio buttons dressed as cards, so the choice is
 * one tab stop and arrow keys move between the options. The card chosen shows it at once; the
 * journey follows after that paint.
 */
export function InterimPlanPicker({
  plans,
  selectedId,
  onSelect,
}: {
  plans: readonly InterimPlan[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const [shownId, choose] = useOptimisticChoice(selectedId, onSelect);
  return (
    <fieldset>
      <legend className="sr-only">Interim nbn plan</legend>
      <div className="grid gap-6 md:grid-cols-2">
        {plans.map((plan) => {
          const selected = plan.id === shownId;
          return (
            <label
              key={plan.id}
              className={`flex cursor-pointer flex-col rounded-lg border-2 bg-white p-5 has-focus-visible:outline-3 has-focus-visible:outline-accent-600 ${
                selected ? "border-brand-600 shadow-md" : "border-brand-100"
              }`}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="interim-plan"
                  value={plan.id}
                  checked={selected}
                  onChange={() => choose(plan.id)}
                  className="size-5 accent-brand-600"
                />
                <span className="text-2xl font-bold text-brand-900">{plan.planHeading}</span>
              </span>
              <span className="mt-1 font-semibold text-brand-700">{plan.planTitle}</span>
              <span className="mt-3 text-3xl font-bold text-brand-900">
                {plan.planFullSpeed}
                <span className="text-base font-semibold"> Mbps</span>
              </span>
              <span className="mt-3">
                <span className="text-2xl font-bold text-brand-900">{formatMoney(plan.price)}</span>
                <span className="font-semibold">/mth</span>
                <span className="block text-sm text-muted">
                  until your fibre is active, unused days credited pro rata
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
