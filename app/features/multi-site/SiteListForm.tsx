import { useEffect, useId, useState } from "react";
import type { AddressSuggestion } from "@domain/address/address-suggestion";
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_LENGTH } from "@domain/address/address-items";
import { API } from "@domain/api/contracts";
import {
  MAX_SITES,
  MAX_SITE_NAME_LENGTH,
  parsePastedSites,
  parseSitesCsv,
  siteListOf,
  type SiteEntry,
  type SiteListResult,
} from "@domain/multi-site/site-list";
import { decodeUploadedText, MAX_UPLOAD_BYTES } from "@domain/multi-site/uploaded-text";
import {
  DEFAULT_PRICE_CHECKER_SPEED,
  PRICE_CHECKER_SPEEDS,
  type PriceCheckerSpeed,
} from "@domain/pricing/carriers";
import { Combobox } from "~/components/ui/Combobox";
import { BUTTON_CLASS, BUTTON_VARIANTS } from "~/components/ui/ButtonLink";
import { api } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { useAdoptTypedValue } from "~/lib/use-adopt-typed-value";
import { useBrowserValue } from "~/lib/use-browser-value";
import {
  EMPTY_DRAFT,
  parseDraft,
  readSavedDraft,
  saveDraft,
  type ListDraft,
  type ListWay,
} from "./site-list-draft";

const WAYS: { value: ListWay; label: string }[] = [
  { value: "paste", label: "Paste a list" },
  { value: "upload", label: "Upload a CSV file" },
  { value: "add", label: "Add one at a time" },
];

const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm";
const LABEL = "block font-semibold text-brand-900";

const searchAddresses = (term: string, signal: AbortSignal) =>
  api.get(API.addressSearch, { params: { address: term } }, { signal });

type Upload = { fileName: string; result: SiteListResult } | null;

const tooLargeFile = (bytes: number) =>
  `This file is ${Math.ceil(bytes / 1024)} KB. A list is at most ${MAX_UPLOAD_BYTES / 1024} KB: ${MAX_SITES} sites, one a row.`;

async function readUpload(file: File): Promise<SiteListResult> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, problem: "too-many", message: tooLargeFile(file.size) };
  }
  const text = decodeUploadedText(new Uint8Array(await file.arrayBuffer()));
  return text.ok
    ? parseSitesCsv(text.text)
    : { ok: false, problem: "empty", message: text.message };
}

interface SiteListFormProps {
  onCheck: (sites: SiteEntry[], speed: PriceCheckerSpeed) => void;
  busy: boolean;
  /** The server's refusal of the list sent, if it refused it. */
  refusal: string | null;
}

/**
 * The buyer's sites, given one of three ways (docs/product.md §C14): a pasted list, a CSV file,
 * or one address at a time in the journeys' address box. The same list rules as the server's
 * (site-list.ts) say at once what would be refused and which lines are one site. What is typed
 * is kept for the tab, so a reload before the check loses nothing.
 */
export function SiteListForm({ onCheck, busy, refusal }: SiteListFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState<ListDraft>(EMPTY_DRAFT);
  const [upload, setUpload] = useState<Upload>(null);
  const [speed, setSpeed] = useState<PriceCheckerSpeed>(DEFAULT_PRICE_CHECKER_SPEED);
  const [nameToAdd, setNameToAdd] = useState("");
  const [addressBox, setAddressBox] = useState(0);
  const [tried, setTried] = useState(false);

  const update = (change: Partial<ListDraft>) => setDraft((before) => ({ ...before, ...change }));
  // The tab's list, restored after hydration (the server knows none of it); text typed before
  // the script started is newer, and adopted after it.
  const saved = useBrowserValue(readSavedDraft);
  const [restored, setRestored] = useState(false);
  if (saved !== null && !restored) {
    setRestored(true);
    setDraft((before) => ({
      ...parseDraft(saved),
      ...(before.pasted ? { pasted: before.pasted } : {}),
    }));
  }
  const pastedBox = useAdoptTypedValue<HTMLTextAreaElement>("", (pasted) => update({ pasted }));
  // Saved once restored: saving the first render's empty list would lose the tab's own.
  useEffect(() => {
    if (restored) saveDraft(draft);
  }, [draft, restored]);

  const list: SiteListResult | null =
    draft.way === "paste"
      ? draft.pasted.trim() === ""
        ? null
        : parsePastedSites(draft.pasted)
      : draft.way === "upload"
        ? (upload?.result ?? null)
        : draft.added.length === 0
          ? null
          : siteListOf(draft.added);
  const problem =
    list && !list.ok
      ? list.message
      : tried && !list
        ? "Add at least one site: one address a line."
        : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (list?.ok) onCheck(list.sites, speed);
  };

  const addSite = (item: AddressSuggestion) => {
    update({ added: [...draft.added, { name: nameToAdd.trim() || null, address: item.value }] });
    setNameToAdd("");
    // A new box: the next site starts empty.
    setAddressBox((n) => n + 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${ids}-status`} className="space-y-6">
      <fieldset>
        <legend className={LABEL}>How would you like to give your sites?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WAYS.map((way) => (
            <label
              key={way.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-600 px-4 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="way"
                value={way.value}
                checked={draft.way === way.value}
                onChange={() => update({ way: way.value })}
                className="sr-only"
              />
              {way.label}
            </label>
          ))}
        </div>
      </fieldset>

      {draft.way === "paste" ? (
        <div>
          <label htmlFor={`${ids}-pasted`} className={LABEL}>
            Your sites, one a line
          </label>
          <p id={`${ids}-pasted-hint`} className="mt-1 text-sm text-muted">
            An address a line, or a site name, a comma and the address: Parramatta clinic, 120
            Church St, Parramatta NSW 2150. Up to {MAX_SITES} sites.
          </p>
          <textarea
            ref={pastedBox}
            id={`${ids}-pasted`}
            value={draft.pasted}
            onChange={(event) => update({ pasted: event.target.value })}
            rows={8}
            aria-describedby={`${ids}-pasted-hint`}
            className={CONTROL}
          />
        </div>
      ) : null}

      {draft.way === "upload" ? (
        <div>
          <label htmlFor={`${ids}-file`} className={LABEL}>
            CSV file
          </label>
          <p id={`${ids}-file-hint`} className="mt-1 text-sm text-muted">
            Saved from your spreadsheet as CSV (UTF-8), with a header row: an Address column and, if
            you like, a Site name column. Up to {MAX_SITES} sites.
          </p>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${ids}-file-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return setUpload(null);
              void readUpload(file).then(
                (result) => setUpload({ fileName: file.name, result }),
                (error: unknown) => reportError(error, { feature: "multi-site upload" }),
              );
            }}
            className="mt-2 block w-full text-base file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-600 file:px-5 file:font-semibold file:text-white"
          />
        </div>
      ) : null}

      {draft.way === "add" ? (
        <div className="space-y-4">
          <div>
            <label htmlFor={`${ids}-name`} className={LABEL}>
              Site name <span className="font-normal text-muted">(optional)</span>
            </label>
            <input
              id={`${ids}-name`}
              value={nameToAdd}
              maxLength={MAX_SITE_NAME_LENGTH}
              onChange={(event) => setNameToAdd(event.target.value)}
              className={CONTROL}
            />
          </div>
          <Combobox<AddressSuggestion>
            key={addressBox}
            label="Site address"
            hint="Start typing the street address, then choose it from the list to add the site."
            placeholder="e.g. 1 Harbour Esp, Docklands VIC 3008"
            minLength={ADDRESS_MIN_LENGTH}
            debounceMs={ADDRESS_DEBOUNCE_MS}
            search={searchAddresses}
            itemToString={(item) => item.value}
            itemKey={(item) => item.id}
            renderItem={(item) => item.label}
            onSelect={addSite}
            emptyText="No address found"
            errorText="We could not search addresses just now. Please try again."
            onError={(error) => reportError(error, { search: "multi-site address" })}
          />
          {draft.added.length > 0 ? (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
              {draft.added.map((site, index) => (
                <li
                  key={`${site.address}-${index}`}
                  className="flex items-center justify-between gap-4 p-3"
                >
                  <span>
                    {site.name ? <strong>{site.name}: </strong> : null}
                    {site.address}
                  </span>
                  <button
                    type="button"
                    onClick={() => update({ added: draft.added.filter((_, n) => n !== index) })}
                    className="min-h-11 rounded-md px-3 font-semibold text-brand-700 underline"
                  >
                    Remove<span className="sr-only"> {site.address}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div>
        <label htmlFor={`${ids}-speed`} className={LABEL}>
          Fibre speed to price
        </label>
        <select
          id={`${ids}-speed`}
          value={speed}
          onChange={(event) => setSpeed(Number(event.target.value) as PriceCheckerSpeed)}
          className={`${CONTROL} sm:w-64`}
        >
          {PRICE_CHECKER_SPEEDS.map((option) => (
            <option key={option} value={option}>
              {option} Mbps
            </option>
          ))}
        </select>
      </div>

      <div id={`${ids}-status`} role="status" className="min-h-6">
        {list?.ok ? (
          <>
            <p className="font-semibold text-brand-900">
              {list.sites.length === 1 ? "1 site" : `${list.sites.length} sites`} to check
              {upload && draft.way === "upload" ? ` from ${upload.fileName}` : ""}.
            </p>
            {list.merged.map((duplicate) => (
              <p key={duplicate.address} className="text-muted">
                {duplicate.address} was listed {duplicate.times} times: it is checked once.
              </p>
            ))}
          </>
        ) : null}
      </div>
      <div role="alert" className="min-h-6 font-semibold text-danger-600">
        {refusal ?? problem ?? ""}
      </div>

      <button
        type="submit"
        disabled={busy}
        className={`${BUTTON_CLASS} ${BUTTON_VARIANTS.primary} disabled:opacity-60`}
      >
        {busy ? "Starting the check…" : "Check my sites"}
      </button>
    </form>
  );
}
