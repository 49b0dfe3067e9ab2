import { Link } from "react-router";
import { formatDayMonthYear } from "@domain/format/date";
import { nbnOutcome } from "@domain/nbn/nbn-outcome";
import { technologyLabel } from "@domain/qualification/service-class";
import type { SqRecord } from "@domain/qualification/sq-record";
import { BUTTON_CLASS } from "~/components/ui/ButtonLink";

const PRIMARY = `${BUTTON_CLASS} bg-brand-600 text-white hover:bg-brand-700`;
const OUTLINE = `${BUTTON_CLASS} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`;

const REGISTER_PATH = "/small-business/nbn/register";
const FLIP_TO_FIBRE_PATH = "/flip-to-fibre";

/** What the small-business nbn page says about a qualified address (docs/product.md §B4, §B8). */
export function NbnOutcomePanel({
  record,
  onViewPlans,
}: {
  record: SqRecord;
  onViewPlans: () => void;
}) {
  const outcome = nbnOutcome(record);
  const newDevelopment = record.nbnNewDev ? (
    <p className="mt-3 text-sm">
      nbn classifies your premises as a new development, so a $300 new developments charge
      (including GST) applies. You may decline it when you order.
    </p>
  ) : null;

  switch (outcome.kind) {
    case "available":
      return (
        <div className="mt-3">
          <p className="text-lg font-semibold text-brand-900">
            Great! A {technologyLabel(outcome.technology)} nbn service is available at your address.
            Select your plan below:
          </p>
          {newDevelopment}
          <button type="button" onClick={onViewPlans} className={`${PRIMARY} mt-4`}>
            View plans
          </button>
        </div>
      );
    case "upgrade":
      return (
        <div className="mt-3">
          <p className="text-lg font-semibold text-brand-900">
            Good news! nbn is upgrading your premises from {technologyLabel(outcome.technology)} to
            full fibre. Switch to ultra-fast business fibre with $0 installation from{" "}
            {formatDayMonthYear(outcome.flipDate)}.
          </p>
          {newDevelopment}
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={FLIP_TO_FIBRE_PATH} className={PRIMARY}>
              Upgrade now
            </Link>
            <button type="button" onClick={onViewPlans} className={OUTLINE}>
              Skip upgrade
            </button>
          </div>
        </div>
      );
    case "not-ready":
      return (
        <p className="mt-3 text-lg font-semibold text-brand-900">
          Unfortunately at this time your address is not nbn ready.{" "}
          <Link to={REGISTER_PATH} className="text-brand-700 underline underline-offset-4">
            Click here to register
          </Link>{" "}
          and we will notify you when it becomes available.
        </p>
      );
    case "no-service":
      return (
        <p className="mt-3 text-lg font-semibold text-brand-900">
          Unfortunately we are unable to provide a service to your address. You may wish to try an
          alternative supplier.
        </p>
      );
  }
}
