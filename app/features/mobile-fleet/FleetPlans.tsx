import type { FleetPlan } from "@domain/content/pages/mobile";
import { formatMoney } from "@domain/format/money";
import { TickList } from "~/components/ui/TickList";

/** The fleet plans side by side: price, pooled data and inclusions (docs/product.md §B9). */
export function FleetPlans({ plans }: { plans: FleetPlan[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {plans.map((plan) => (
        <li
          key={plan.title}
          className="flex flex-col rounded-lg border-2 border-brand-100 bg-white p-6"
          data-plan={plan.title}
        >
          <h3 className="text-2xl font-bold text-brand-900">{plan.title}</h3>
          <p className="mt-3">
            <span className="text-4xl font-bold text-brand-700">{formatMoney(plan.price)}</span>
            <span className="text-muted">/month minimum</span>
          </p>
          <p className="mt-1 text-lg font-semibold text-brand-900">{plan.data}GB of data</p>
          {plan.unlimited ? (
            <p className="mt-3 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-accent-600">
              International calls included
            </p>
          ) : null}
          <TickList items={plan.copy} className="mt-4 gap-2 border-t border-brand-100 pt-4" />
        </li>
      ))}
    </ul>
  );
}
