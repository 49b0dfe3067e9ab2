import { BUTTON_CLASS, BUTTON_VARIANTS } from "~/components/ui/ButtonLink";
import { Spinner } from "~/components/ui/Spinner";
import { SiteListForm } from "./SiteListForm";
import { SiteResults } from "./SiteResults";
import { CHECK_GONE, useMultiSiteCheck } from "./use-multi-site-check";

/**
 * The multi-site check (docs/product.md §C14, ADR 0074): the buyer's list, then its sites'
 * results as the server's workers finish them, on this page or after a reload.
 */
export function MultiSiteChecker() {
  const { state, start, checkAgain, reset } = useMultiSiteCheck();

  if (state.kind === "checking") {
    return (
      <div>
        {state.problem ? (
          <p role="alert" className="mb-4 font-semibold text-danger-600">
            {state.problem}
          </p>
        ) : null}
        {state.check ? (
          <SiteResults key={state.id} check={state.check} onCheckAgain={checkAgain} />
        ) : (
          <p className="flex items-center gap-3 text-lg">
            <Spinner label="" /> Reading your sites…
          </p>
        )}
        <button
          type="button"
          onClick={reset}
          className={`${BUTTON_CLASS} ${BUTTON_VARIANTS.outline} mt-8`}
        >
          Check other sites
        </button>
      </div>
    );
  }
  return (
    <>
      {state.kind === "gone" ? (
        <p role="alert" className="mb-4 font-semibold text-danger-600">
          {CHECK_GONE}
        </p>
      ) : null}
      <SiteListForm
        busy={state.kind === "starting"}
        refusal={state.kind === "refused" ? state.message : null}
        onCheck={(sites, speed) => void start(sites, speed)}
      />
    </>
  );
}
