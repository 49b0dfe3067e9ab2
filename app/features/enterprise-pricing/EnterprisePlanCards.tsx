import { formatMoney } from "@domain/format/money";
import type { EnterprisePlanCard } from "@domain/pricing/enterprise-plans";

/** docs/product.md §A3: one card per contract term, with its price and minimum cost. */
export function EnterprisePlanCards({ cards }: { cards: readonly EnterprisePlanCard[] }) {
  return (
    <ul aria-label="Enterprise ethernet plans" className="mt-8 grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
          <p className="mt-1 font-semibold text-accent-600">{card.speed}</p>
          <p className="mt-3 text-muted">{card.description}</p>
          <p className="mt-4 text-3xl font-bold text-brand-900">
            {formatMoney(card.price)}
            <span className="text-base font-semibold text-muted">/mth ex GST</span>
          </p>
          <p className="mt-2 text-sm text-muted">Minimum cost {formatMoney(card.minCost)}</p>
        </li>
      ))}
    </ul>
  );
}
