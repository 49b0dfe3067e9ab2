import { useEffect, useRef, useState } from "react";
import { operatorTypeLabel, ROAMING_SEARCH } from "@domain/mobile/constants";
import type { CountryRoamingRecord, RoamingReference } from "@domain/mobile/reference-schema";
import { DataTable } from "~/components/blocks/DataTable";
import { Combobox } from "~/components/ui/Combobox";
import { reportError } from "~/lib/monitoring";

/** docs/product.md §B8, word for word. */
const NO_COUNTRY_TEXT = "No country found.";
const INPUT_ID = "roaming-country";

interface RoamingLookupProps {
  label: string;
  hint: string;
  zones: RoamingReference["zones"];
  mms: RoamingReference["mms"];
  search: (term: string, signal: AbortSignal) => Promise<CountryRoamingRecord[]>;
}

const recordLabel = (record: CountryRoamingRecord) => `${record.country}: ${record.additional}`;

/**
 * The roaming look-up (docs/product.md §B2 and §B4): a country search, then the chosen
 * network's zone, type, MCC and MNC over the rates of its zone alone. A new choice fades the
 * table out and shows the country 250 ms later; Cancel empties the box and the table. A failed
 * search is only reported (docs/product.md §B8).
 */
export function RoamingLookup({ label, hint, zones, mms, search }: RoamingLookupProps) {
  const [shown, setShown] = useState<CountryRoamingRecord | null>(null);
  const [fadedOut, setFadedOut] = useState(false);
  // A new key gives a fresh, empty search box.
  const [boxKey, setBoxKey] = useState(0);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);
  useEffect(() => {
    if (boxKey > 0) document.getElementById(INPUT_ID)?.focus();
  }, [boxKey]);

  const choose = (record: CountryRoamingRecord) => {
    clearTimeout(fadeTimer.current);
    setFadedOut(true);
    fadeTimer.current = setTimeout(() => {
      setShown(record);
      setFadedOut(false);
    }, ROAMING_SEARCH.fadeMs);
  };

  const cancel = () => {
    clearTimeout(fadeTimer.current);
    setShown(null);
    setFadedOut(false);
    setBoxKey((key) => key + 1);
  };

  return (
    <div>
      {/* Cancel stays beside the box, where the open list cannot cover it. */}
      <div className="flex max-w-2xl items-end gap-3">
        <div className="min-w-0 flex-1">
          <Combobox<CountryRoamingRecord>
            key={boxKey}
            label={label}
            hint={hint}
            minLength={ROAMING_SEARCH.minLength}
            debounceMs={ROAMING_SEARCH.debounceMs}
            search={search}
            itemToString={recordLabel}
            itemKey={(record) => `${record.country}-${record.mcc}-${record.mnc}`}
            renderItem={(record) => (
              <>
                <span className="font-semibold">{record.country}</span>
                <span className="text-muted"> · {record.additional}</span>
              </>
            )}
            emptyText={NO_COUNTRY_TEXT}
            errorText=""
            onSelect={choose}
            onError={(error) => reportError(error, { search: "roaming countries" })}
            clearOnSelect
            inputId={INPUT_ID}
          />
        </div>
        <button
          type="button"
          onClick={cancel}
          className="min-h-12 shrink-0 rounded-full border-2 border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Cancel
        </button>
      </div>

      <p role="status" className="sr-only">
        {shown && !fadedOut
          ? `${recordLabel(shown)}, zone ${shown.zone}, ${operatorTypeLabel(shown.type)}.`
          : ""}
      </p>
      <div
        data-testid="roaming-result"
        data-fade={fadedOut ? "out" : "in"}
        className={`mt-8 transition-opacity duration-250 ease-out ${fadedOut ? "opacity-0" : "opacity-100"}`}
      >
        {shown ? (
          <div className="grid gap-8 lg:grid-cols-2">
            <NetworkTable record={shown} />
            {zones.map((zone) => (
              <div
                key={zone.zone}
                hidden={zone.zone !== shown.zone}
                data-zone={zone.zone}
                className="min-w-0"
              >
                <h4 className="mb-3 text-xl font-bold text-brand-900">Zone {zone.zone} rates</h4>
                <p className="mb-3 text-muted">{zone.summary}</p>
                <DataTable
                  caption={`Zone ${zone.zone} roaming rates`}
                  headings={["Service", "Rate"]}
                  rows={[
                    [
                      "Voice calls, made and received",
                      { amount: zone.voicePerMinute, suffix: "/min" },
                    ],
                    ["SMS", { amount: zone.sms, suffix: "/message" }],
                    ["Data", { amount: zone.dataPerMb, suffix: "/MB" }],
                    ...mms.map((charge) => [
                      charge.title,
                      { amount: charge.flagfall, suffix: " flagfall, plus data" },
                    ]),
                  ]}
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The chosen country and network, read down one column so it fits a phone. */
function NetworkTable({ record }: { record: CountryRoamingRecord }) {
  const rows: [string, string][] = [
    ["Zone", String(record.zone)],
    ["Network type", operatorTypeLabel(record.type)],
    ["MCC", record.mcc],
    ["MNC", record.mnc],
  ];
  return (
    <div className="min-w-0">
      <h4 className="mb-3 text-xl font-bold text-brand-900">
        {record.country} <span className="font-normal text-muted">on {record.additional}</span>
      </h4>
      <table className="w-full border-collapse overflow-hidden rounded-lg border border-brand-100 text-left">
        <caption className="sr-only">{recordLabel(record)}</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className="border-t border-brand-100 odd:bg-white even:bg-brand-50">
              <th scope="row" className="w-40 px-4 py-3 font-semibold text-brand-900">
                {name}
              </th>
              <td className="px-4 py-3">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
