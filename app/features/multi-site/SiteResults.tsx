import { memo, useCallback, useId, useMemo, useState } from "react";
import { API } from "@domain/api/contracts";
import { requestPath } from "@domain/api/request-path";
import { formatMoney } from "@domain/format/money";
import { checkedCount, type MultiSiteCheck, type SiteRow } from "@domain/multi-site/site-check";
import {
  formatChoices,
  lineCharges,
  multiSiteTotals,
  pricedChoice,
  type SiteChoice,
} from "@domain/multi-site/site-choices";
import { CARRIER_NAMES } from "@domain/pricing/carriers";
import { BUTTON_CLASS, BUTTON_VARIANTS } from "~/components/ui/ButtonLink";
import { Spinner } from "~/components/ui/Spinner";
import { DESKTOP_QUERY, useMediaQuery } from "~/lib/use-media-query";
import { QuoteSection } from "../quotes/QuoteSection";
import { useQuoteChoices } from "../quotes/use-quote-choices";
import { choiceOptions, choiceValue } from "./choice-options";

type Choose = (position: number, choice: SiteChoice | null) => void;
type CheckAgain = (position: number, address: string | null) => Promise<string | null>;

const siteTitle = (row: SiteRow) => row.name ?? `Site ${row.position + 1}`;

/** The nbn part of a row: the outcome in the journey's words and the recommended plan. */
function NbnCell({ row }: { row: SiteRow }) {
  if (!row.nbn)
    return <span className="text-muted">{row.status === "pending" ? "Checking…" : "-"}</span>;
  const plan = row.nbn.plans.find((candidate) => candidate.id === row.nbn?.recommendedPlanId);
  return (
    <>
      <p>{row.nbn.words}</p>
      {plan ? (
        <p className="text-sm text-muted">
          Recommended: {plan.title}, {formatMoney(lineCharges({ kind: "nbn", plan }).monthly / 100)}
          /month
        </p>
      ) : null}
    </>
  );
}

/** The best fibre price per term, with its carrier, GST included. */
function FibreCell({ row }: { row: SiteRow }) {
  if (!row.fibre) {
    return (
      <span className="text-muted">{row.status === "pending" ? "Asking six carriers…" : "-"}</span>
    );
  }
  if (row.fibre.best.length === 0) return <p>No carrier can price fibre here.</p>;
  return (
    <ul className="space-y-1">
      {row.fibre.best.map((best) => (
        <li key={best.months}>
          {best.months} months: {CARRIER_NAMES[best.carrier]},{" "}
          {formatMoney(lineCharges({ kind: "fibre", ...best }).monthly / 100)}/month
        </li>
      ))}
      {row.fibre.carriers
        .filter((carrier) => carrier.note)
        .map((carrier) => (
          <li key={carrier.carrier} className="text-sm text-muted">
            {carrier.note}
          </li>
        ))}
    </ul>
  );
}

/** What the buyer does with a row: choose a line, pick the address, or try again. */
function RowAction({
  row,
  choice,
  onChoose,
  onCheckAgain,
}: {
  row: SiteRow;
  choice: SiteChoice | null;
  onChoose: Choose;
  onCheckAgain: CheckAgain;
}) {
  const id = useId();
  const [picked, setPicked] = useState(row.suggestions?.[0] ?? "");
  const [error, setError] = useState<string | null>(null);
  const title = siteTitle(row);
  const again = async (address: string | null) =>
    setError(await onCheckAgain(row.position, address));

  if (row.status === "pending") return <Spinner label={`Checking ${title}`} />;
  if (row.status === "choose") {
    return (
      <div>
        <label htmlFor={id} className="block font-semibold text-brand-900">
          Which address is {title}?
        </label>
        <select
          id={id}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5"
        >
          {(row.suggestions ?? []).map((suggestion) => (
            <option key={suggestion}>{suggestion}</option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => void again(picked)}
          className={`${BUTTON_CLASS} ${BUTTON_VARIANTS.outline} mt-2`}
        >
          Check this address
        </button>
        {error ? (
          <p role="alert" className="mt-1 font-semibold text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  if (row.status === "failed") {
    return (
      <div>
        <p className="font-semibold text-danger-600">{row.problem}</p>
        {row.problem?.endsWith("try again") ? (
          <button
            type="button"
            onClick={() => void again(null)}
            className={`${BUTTON_CLASS} ${BUTTON_VARIANTS.outline} mt-2`}
          >
            Try again<span className="sr-only"> for {title}</span>
          </button>
        ) : null}
        {error ? (
          <p role="alert" className="mt-1 font-semibold text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const options = choiceOptions(row);
  if (options.nbn.length + options.fibre.length === 0) {
    return <p className="text-muted">Nothing to order here online: call us about this site.</p>;
  }
  const all = [...options.nbn, ...options.fibre];
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        Your choice for {title}
      </label>
      <select
        id={id}
        value={choice ? choiceValue(choice) : ""}
        onChange={(event) =>
          onChoose(
            row.position,
            all.find((option) => option.value === event.target.value)?.choice ?? null,
          )
        }
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5"
      >
        <option value="">Nothing for this site</option>
        {[
          { label: "nbn plans (inc GST)", group: options.nbn },
          { label: "Business fibre (inc GST)", group: options.fibre },
        ].map(({ label, group }) =>
          group.length > 0 ? (
            <optgroup key={label} label={label}>
              {group.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
    </div>
  );
}

interface RowProps {
  row: SiteRow;
  choice: SiteChoice | null;
  onChoose: Choose;
  onCheckAgain: CheckAgain;
}

const SiteAddress = ({ row }: { row: SiteRow }) => (
  <>
    <span className="block font-semibold text-brand-900">{siteTitle(row)}</span>
    <span className="block text-sm font-normal">{row.matchedAddress ?? row.address}</span>
    {row.matchedAddress && row.matchedAddress !== row.address ? (
      <span className="block text-sm font-normal text-muted">You wrote: {row.address}</span>
    ) : null}
  </>
);

/** A desktop row: the site is the row's header. */
const TableRow = memo(function TableRow(props: RowProps) {
  return (
    <tr className="align-top">
      <th scope="row" className="p-3 text-left">
        <SiteAddress row={props.row} />
      </th>
      <td className="p-3">
        <NbnCell row={props.row} />
      </td>
      <td className="p-3">
        <FibreCell row={props.row} />
      </td>
      <td className="p-3">
        <RowAction {...props} />
      </td>
    </tr>
  );
});

/** A phone's card for a site. */
const SiteCard = memo(function SiteCard(props: RowProps) {
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <h3>
        <SiteAddress row={props.row} />
      </h3>
      <h4 className="mt-3 font-semibold text-brand-900">nbn</h4>
      <NbnCell row={props.row} />
      <h4 className="mt-3 font-semibold text-brand-900">Best fibre price</h4>
      <FibreCell row={props.row} />
      <div className="mt-4">
        <RowAction {...props} />
      </div>
    </li>
  );
});

function Totals({
  check,
  choices,
}: {
  check: MultiSiteCheck;
  choices: ReadonlyMap<number, SiteChoice>;
}) {
  const totals = useMemo(
    () =>
      multiSiteTotals(
        [...choices].flatMap(([position, choice]) => {
          const row = check.rows[position];
          const priced = row ? pricedChoice(row, choice) : null;
          return priced ? [priced] : [];
        }),
      ),
    [check, choices],
  );
  return (
    <section aria-labelledby="multi-site-totals" className="mt-8 rounded-lg bg-brand-50 p-6">
      <h3 id="multi-site-totals" className="text-2xl font-bold text-brand-900">
        Your totals
      </h3>
      <dl className="mt-4 grid gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-muted">Sites chosen</dt>
          <dd className="text-2xl font-bold text-brand-900">{totals.siteCount}</dd>
        </div>
        <div>
          <dt className="text-muted">Monthly (inc GST)</dt>
          <dd className="text-2xl font-bold text-brand-900">{formatMoney(totals.monthly)}</dd>
        </div>
        <div>
          <dt className="text-muted">Upfront (inc GST)</dt>
          <dd className="text-2xl font-bold text-brand-900">{formatMoney(totals.upfront)}</dd>
        </div>
        <div>
          <dt className="text-muted">Minimum total cost (inc GST)</dt>
          <dd className="text-2xl font-bold text-brand-900">{formatMoney(totals.minimum)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted">
        The minimum total cost adds up each site's minimum term: a fibre contract's months and
        installation, an nbn plan's first month (nbn plans have no contract).
      </p>
    </section>
  );
}

interface SiteResultsProps {
  check: MultiSiteCheck;
  onCheckAgain: CheckAgain;
}

/**
 * The check's rows as they finish (docs/product.md §C14): a table with the site as each row's
 * header on a desktop, a card a site on a phone; the count announced as it grows; a choice per
 * site and the totals of the chosen; the results as CSV, and the chosen sites as one quote.
 */
export function SiteResults({ check, onCheckAgain }: SiteResultsProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const [choices, setChoices] = useState<ReadonlyMap<number, SiteChoice>>(new Map());
  const onChoose = useCallback<Choose>((position, choice) => {
    setChoices((before) => {
      const next = new Map(before);
      if (choice) next.set(position, choice);
      else next.delete(position);
      return next;
    });
  }, []);
  // A choice a site no longer offers (checked again since) is dropped from what is quoted.
  const offered = useMemo(
    () =>
      new Map(
        [...choices].filter(([position, choice]) => {
          const row = check.rows[position];
          return row !== undefined && pricedChoice(row, choice) !== null;
        }),
      ),
    [check, choices],
  );
  const quoteChoices = useQuoteChoices(
    offered.size > 0
      ? { journey: "multi-site", check_id: check.id, choices: formatChoices(offered) }
      : null,
  );
  const checked = checkedCount(check.rows);
  const rowProps = (row: SiteRow): RowProps => ({
    row,
    choice: offered.get(row.position) ?? null,
    onChoose,
    onCheckAgain,
  });

  return (
    <div>
      <p role="status" className="text-xl font-semibold text-brand-900">
        {checked} of {check.rows.length} sites checked
      </p>
      {desktop ? (
        <table className="mt-6 w-full border-collapse bg-white text-left">
          <caption className="sr-only">Your sites, checked</caption>
          <thead>
            <tr className="border-b-2 border-brand-600">
              <th scope="col" className="p-3">
                Site
              </th>
              <th scope="col" className="p-3">
                nbn
              </th>
              <th scope="col" className="p-3">
                Best fibre price per term
              </th>
              <th scope="col" className="p-3">
                Your choice
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {check.rows.map((row) => (
              <TableRow key={row.position} {...rowProps(row)} />
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="mt-6 space-y-4">
          {check.rows.map((row) => (
            <SiteCard key={row.position} {...rowProps(row)} />
          ))}
        </ul>
      )}
      <Totals check={check} choices={offered} />
      <p className="mt-6">
        <a
          href={`/api${requestPath(API.multiSiteCheckCsv.path, { params: { id: check.id } })}`}
          download
          className={`${BUTTON_CLASS} ${BUTTON_VARIANTS.outline}`}
        >
          Download CSV
        </a>
      </p>
      {quoteChoices ? <QuoteSection placement="results" choices={quoteChoices} /> : null}
    </div>
  );
}
