import { Link } from "react-router";
import type { FlipOutcome } from "@domain/flip/flip-outcome";
import { formatDayMonthYear } from "@domain/format/date";
import { formatMoney } from "@domain/format/money";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";

const PRIMARY = `${BUTTON_CLASS} bg-brand-600 text-white hover:bg-brand-700`;
const NBN_PLANS_PATH = "/small-business/nbn";

/** What the Flip to Fibre page says about a qualified address (docs/product.md §B4). */
export function FlipOutcomePanel({
  outcome,
  nbnFromPrice,
  onViewPlans,
}: {
  outcome: FlipOutcome;
  /** The lowest monthly price of the business nbn plans, for addresses that do not qualify. */
  nbnFromPrice: number;
  onViewPlans: () => void;
}) {
  switch (outcome.kind) {
    case "eligible":
      return (
        <div className="mt-3">
          <p className="text-lg font-semibold text-brand-900">
            Great news! Your business is eligible: your address can be upgraded to fibre from{" "}
            {formatDayMonthYear(outcome.flipDate)}.
          </p>
          <p className="mt-2">
            {outcome.premises === "curb"
              ? "Your premises is on fibre to the curb, so the upgrade is available on plans of 250/100 or faster."
              : "Your premises is on fibre to the node, so the upgrade is available on plans of 100/40 or faster."}
          </p>
          <button type="button" onClick={onViewPlans} className={`${PRIMARY} mt-4`}>
            View plans
          </button>
        </div>
      );
    case "no-date":
      return (
        <p className="mt-3 text-lg font-semibold text-brand-900">
          nbn has not yet scheduled an upgrade date for your address. Register below and we will let
          you know as soon as your premises can flip to fibre.
        </p>
      );
    case "not-eligible":
      return (
        <p className="mt-3 text-lg font-semibold text-brand-900">
          Unfortunately your address does not qualify for the Flip to Fibre promotion. You can still{" "}
          <Link to={NBN_PLANS_PATH} className="text-brand-700 underline underline-offset-4">
            choose a business nbn plan from {formatMoney(nbnFromPrice).replace(/\.00$/, "")}/mth
          </Link>
          .
        </p>
      );
  }
}
