import { lazy, Suspense, useCallback, useId, useState } from "react";
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_MIN_LENGTH,
  type AddressItem,
} from "@domain/address/address-items";
import {
  ADDRESS_SEARCH_ERROR,
  addressNotFoundMessage,
  manualSearchErrorMessage,
  NO_ADDRESS_FOUND,
  QUALIFICATION_ERROR,
} from "@domain/qualification/messages";
import type { SqRecord } from "@domain/qualification/sq-record";
import { Combobox } from "~/components/ui/Combobox";
import { Spinner } from "~/components/ui/Spinner";
import { reportError } from "~/lib/monitoring";
import type { LookupRules } from "@domain/order/journey-rules";
import { searchAddresses } from "./address-lookup";
import { QualificationProgress } from "./QualificationProgress";
import type { AddressEntry, Qualification } from "./use-qualification";

// Few visitors need it: the form loads when "Enter it manually" is first pressed.
const ManualAddressForm = lazy(() =>
  import("./ManualAddressForm").then((module) => ({ default: module.ManualAddressForm })),
);

interface AddressQualifierProps {
  content: { label: string; hint: string; placeholder: string };
  rules: LookupRules;
  qualification: Qualification;
  /** The search box's id, so an "Order now / Check address" button can bring visitors back. */
  inputId: string;
  /** The number the error messages ask visitors to call. */
  phone: string;
  /** The journey's own answer for a qualified address (nbn outcomes, Flip to Fibre's). */
  renderResult: (record: SqRecord) => React.ReactNode;
  /** Told when a qualification call fails (Flip to Fibre logs an analytics event). */
  onQualificationFailed?: () => void;
}

/**
 * Address search, manual entry, qualification progress and the result panel, shared by the
 * journeys that qualify an address (docs/product.md §B4). The journey passes its look-up rules
 * and renders its own outcome.
 */
export function AddressQualifier({
  content,
  rules,
  qualification,
  inputId,
  phone,
  renderResult,
  onQualificationFailed,
}: AddressQualifierProps) {
  const resultsId = useId();
  const manualId = useId();
  const [checks, setChecks] = useState(0);
  // A failed check starts the search box afresh (the spec's "the search resets").
  const [searchKey, setSearchKey] = useState(0);
  const [resultsShown, setResultsShown] = useState(true);
  const [manualOpen, setManualOpen] = useState(false);
  const [manualBusy, setManualBusy] = useState(false);
  const { state } = qualification;

  const check = async (item: AddressItem, entry: AddressEntry) => {
    setChecks((count) => count + 1);
    setResultsShown(true);
    const result = await qualification.qualify(item, entry);
    if (result === "failed") onQualificationFailed?.();
    if (result === "failed" && entry === "search") setSearchKey((key) => key + 1);
  };

  const searchManually = async (address: string) => {
    setManualBusy(true);
    try {
      const [first] = await searchAddresses(address, rules);
      if (first) await check(first, "manual");
      else qualification.fail("manual");
    } catch (error) {
      reportError(error, { step: "manual address search" });
      qualification.fail("manual");
    } finally {
      setManualBusy(false);
    }
  };

  const search = useCallback(
    (term: string, signal: AbortSignal) => searchAddresses(term, rules, signal),
    [rules],
  );

  const answered = state.status === "qualified" || state.status === "failed";
  return (
    <div>
      <Combobox<AddressItem>
        key={searchKey}
        label={content.label}
        hint={content.hint}
        placeholder={content.placeholder}
        inputId={inputId}
        minLength={ADDRESS_MIN_LENGTH}
        debounceMs={ADDRESS_DEBOUNCE_MS}
        search={search}
        itemToString={(item) => item.address}
        itemKey={(item) => `${item.name}-${item.locationId}`}
        emptyText={NO_ADDRESS_FOUND}
        errorText={ADDRESS_SEARCH_ERROR}
        onSelect={(item) => void check(item, "search")}
        onError={(error) => reportError(error, { step: "address search" })}
      />

      <button
        type="button"
        aria-expanded={manualOpen}
        aria-controls={manualId}
        onClick={() => setManualOpen((open) => !open)}
        className="mt-3 min-h-11 font-semibold text-brand-700 underline underline-offset-4"
      >
        Can&apos;t find your address? Enter it manually
      </button>
      <div id={manualId} hidden={!manualOpen} className="mt-4 rounded-lg bg-white p-4 lg:p-6">
        {manualOpen ? (
          <Suspense fallback={<Spinner label="Loading the address form" />}>
            <ManualAddressForm onSearch={searchManually} busy={manualBusy} />
          </Suspense>
        ) : null}
      </div>

      <div className="mt-6">
        {checks > 0 ? (
          <QualificationProgress
            key={checks}
            active={state.status === "checking"}
            address={state.status === "checking" ? state.address : ""}
          />
        ) : null}
        {answered ? (
          <button
            type="button"
            aria-expanded={resultsShown}
            aria-controls={resultsId}
            onClick={() => setResultsShown((shown) => !shown)}
            className="mt-2 min-h-11 text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {resultsShown ? "Hide results" : "Show results"}
          </button>
        ) : null}
        <div id={resultsId} hidden={!resultsShown} aria-live="polite" data-testid="address-results">
          {state.status === "qualified" ? (
            <div className="mt-2 rounded-lg border border-brand-100 bg-white p-5">
              <p className="text-sm text-muted">
                Results for <strong className="text-ink">{state.record.address}</strong>
              </p>
              {renderResult(state.record)}
            </div>
          ) : null}
          {state.status === "failed" ? (
            <div className="mt-2 rounded-lg border border-danger-600 bg-white p-5" role="alert">
              {state.entry === "manual" ? (
                <p className="font-semibold">{manualSearchErrorMessage(phone)}</p>
              ) : (
                <>
                  <p className="font-semibold">{QUALIFICATION_ERROR}</p>
                  <p className="mt-2">{addressNotFoundMessage(phone)}</p>
                </>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
