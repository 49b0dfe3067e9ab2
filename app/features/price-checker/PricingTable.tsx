import { useId } from "react";
import { CONTRACT_TERMS, CARRIER_NAMES } from "@domain/pricing/carriers";
import { NO_RESULTS, type CarrierRow, type PricingProgress } from "@domain/pricing/carrier-rows";
import { formatMoney } from "@domain/format/money";
import { Spinner } from "~/components/ui/Spinner";

interface PricingTableProps {
  rows: readonly CarrierRow[];
  progress: PricingProgress;
  speed: number;
}

const CELL = "border-b border-slate-200 px-3 py-3 align-top";
const PRICE_COLUMNS = CONTRACT_TERMS.length * 2;

function RowCells({ row }: { row: CarrierRow }) {
  switch (row.status) {
    case "loading":
      return (
        <td colSpan={PRICE_COLUMNS} className={`${CELL} text-muted`}>
          <span className="inline-flex items-center gap-2">
            <Spinner label="" /> Waiting for {CARRIER_NAMES[row.carrier]}…
          </span>
        </td>
      );
    case "loaded":
      return row.terms.flatMap((term) =>
        term.price
          ? [
              <td key={`${term.months}-monthly`} className={`${CELL} tabular-nums`}>
                {formatMoney(term.price.monthly_rental)}
              </td>,
              <td key={`${term.months}-install`} className={`${CELL} tabular-nums`}>
                {formatMoney(term.price.installation)}
              </td>,
            ]
          : [
              <td key={term.months} colSpan={2} className={`${CELL} text-muted`}>
                Not offered on a {term.months} month term
              </td>,
            ],
      );
    default:
      return (
        <td
          colSpan={PRICE_COLUMNS}
          className={`${CELL} ${row.status === "errored" ? "text-danger-600" : "text-muted"}`}
        >
          {row.messages.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </td>
      );
  }
}

/**
 * Every carrier's prices for the address and speed: 12, 24 and 36 month monthly rental and
 * installation, ex GST (docs/product.md §A4 and §A9). Rows fill in as carriers answer. On a
 * phone the table scrolls sideways inside its own focusable region.
 */
export function PricingTable({ rows, progress, speed }: PricingTableProps) {
  const captionId = useId();
  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-2xl font-bold text-brand-900">Fibre prices at {speed} Mbps</h3>
        <div role="status" className="text-sm font-semibold text-brand-900">
          {progress.complete
            ? `All ${progress.total} carriers have answered.`
            : `${progress.answered} of ${progress.total} carriers have answered…`}
        </div>
      </div>
      <progress
        className="mt-2 h-2 w-full accent-brand-600"
        max={progress.total}
        value={progress.answered}
        aria-label="Carriers answered"
      />
      {progress.noResults ? (
        <p role="alert" className="mt-4 rounded-md bg-white p-4 font-semibold text-brand-900">
          {NO_RESULTS}
        </p>
      ) : null}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-accent-600"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left">
          <caption id={captionId} className="p-3 text-left text-sm text-muted">
            Preliminary service qualification: prices exclude GST and may vary once the carrier
            confirms your premises.
          </caption>
          <thead>
            <tr className="bg-brand-50 text-brand-900">
              <th scope="col" rowSpan={2} className={CELL}>
                Carrier
              </th>
              {CONTRACT_TERMS.map((term) => (
                <th key={term.key} scope="colgroup" colSpan={2} className={CELL}>
                  {term.months} months
                </th>
              ))}
            </tr>
            <tr className="bg-brand-50 text-sm text-brand-900">
              {CONTRACT_TERMS.flatMap((term) => [
                <th key={`${term.key}-monthly`} scope="col" className={CELL}>
                  Monthly rental
                </th>,
                <th key={`${term.key}-install`} scope="col" className={CELL}>
                  Installation
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.carrier} data-carrier={row.carrier} data-status={row.status}>
                <th scope="row" className={`${CELL} font-semibold text-brand-900`}>
                  {CARRIER_NAMES[row.carrier]}
                </th>
                <RowCells row={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
