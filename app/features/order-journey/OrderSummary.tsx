import type { OrderTotals } from "@domain/order/totals";
import { formatMoney } from "@domain/format/money";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";

export interface SummaryLine {
  label: string;
  detail: string;
}

interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  totals: OrderTotals | null;
  /** The journey decides what the button says and does ("Order now", "Check address"). */
  button: { label: string; disabled: boolean; onClick: () => void };
  note: string | null;
  error: string | null;
  /** What the minimum charge is called ("Total minimum cost (18 months)" on Flip to Fibre). */
  minimumLabel?: string;
}

/**
 * What the visitor is about to order and what it costs (docs/product.md §B9): the monthly
 * total (with the price after an introductory special), the upfront total and the minimum
 * charge, recalculated on every change and announced politely.
 */
export function OrderSummary({
  lines,
  totals,
  button,
  note,
  error,
  minimumLabel = "Minimum charge",
}: OrderSummaryProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ul className="divide-y divide-brand-100 rounded-lg bg-white px-5">
        {lines.map((line) => (
          <li key={line.label} className="flex justify-between gap-4 py-3">
            <span className="font-semibold text-brand-900">{line.label}</span>
            <span className="text-right">{line.detail}</span>
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-white p-5">
        {totals ? (
          <dl aria-live="polite" aria-atomic="true" className="space-y-3">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-semibold text-brand-900">Monthly total</dt>
              <dd className="text-3xl font-bold text-brand-900" data-total="monthly">
                {formatMoney(totals.monthly)}
              </dd>
            </div>
            {totals.afterSpecial ? (
              <div className="flex justify-between gap-4 text-sm text-muted">
                <dt>From month {totals.afterSpecial.fromMonth}</dt>
                <dd data-total="after-special">{formatMoney(totals.afterSpecial.monthly)}/mth</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt className="font-semibold text-brand-900">Upfront</dt>
              <dd className="font-semibold" data-total="upfront">
                {formatMoney(totals.upfront)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-brand-100 pt-3">
              <dt className="font-semibold text-brand-900">{minimumLabel}</dt>
              <dd className="font-semibold" data-total="minimum">
                {formatMoney(totals.minimumCharge)}
              </dd>
            </div>
          </dl>
        ) : (
          <p>No plan can be offered at this address.</p>
        )}
        <button
          type="button"
          disabled={button.disabled}
          onClick={button.onClick}
          className={`${BUTTON_CLASS} mt-6 w-full bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60`}
        >
          {button.label}
        </button>
        {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
        <p role="alert" className="mt-2 text-sm font-semibold text-danger-600">
          {error ?? ""}
        </p>
      </div>
    </div>
  );
}
