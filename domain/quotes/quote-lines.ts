import { formatDayMonthYear } from "../format/date";
import { formatMoney } from "../format/money";
import { lineCharges } from "../multi-site/site-choices";
import { CARRIER_NAMES } from "../pricing/carriers";
import {
  pricedLine,
  type MultiSiteQuote,
  type PlanQuote,
  type PriceCheckQuote,
  type Quote,
} from "./quote";

/**
 * A quote written out the one way the page, the PDF and the email all show it (ADR 0043): the
 * same table, the same totals, the same money and dates, so the three can never disagree.
 */

/** What is quoted, as a table: a row per item (a plan, an extra) or per carrier. */
export interface QuoteTable {
  /** Names the table for screen readers. */
  caption: string;
  /** The first column's heading: what each row is. */
  itemHeading: string;
  /** The price columns' headings, after the item's own. */
  columns: string[];
  rows: QuoteRow[];
}

export interface QuoteRow {
  name: string;
  /** A second line under the name: the special price's months, an extra's delivery, or why a
   * carrier has no price. */
  detail: string | null;
  /** One per column; empty when the row has no prices (its detail says why). */
  cells: string[];
}

export interface QuoteTotal {
  /** Stable name for a test or a style to pick a total by. */
  key: "monthly" | "after-special" | "upfront" | "minimum";
  label: string;
  value: string;
}

/** The quote's tables: one, or a multi-site quote's one a site, in the check's order. */
export function quoteTables(quote: Quote): QuoteTable[] {
  switch (quote.journey) {
    case "price-check":
      return [carrierTable(quote)];
    case "multi-site":
      return siteTables(quote);
    default:
      return [planTable(quote)];
  }
}

/** Where the quote is for: its address, or how many sites. */
export function quotePlace(quote: Quote): string {
  if (quote.journey !== "multi-site") return quote.address;
  return quote.sites.length === 1 ? "1 site" : `${quote.sites.length} sites`;
}

/** A multi-site quote's site: its line, monthly and upfront, GST included. */
function siteTables(quote: MultiSiteQuote): QuoteTable[] {
  return quote.sites.map((site, index) => {
    const charges = lineCharges(pricedLine(site.line));
    const { line } = site;
    const row: QuoteRow =
      line.kind === "nbn"
        ? {
            name: `${line.plan.title} (${line.plan.speed} Mbps)`,
            detail: line.plan.special
              ? `nbn, month to month: ${formatMoney(line.plan.special.planPrice)}/mth for months 1 to ${line.plan.special.duration}, then ${formatMoney(line.plan.price)}/mth`
              : "nbn, month to month",
            cells: [formatMoney(charges.monthly / 100), formatMoney(charges.upfront / 100)],
          }
        : {
            name: `${CARRIER_NAMES[line.carrier]} business fibre (${line.speed}/${line.speed} Mbps)`,
            detail: `${line.months}-month contract; ${formatMoney(line.monthly)}/mth and ${formatMoney(line.installation)} installation ex GST`,
            cells: [formatMoney(charges.monthly / 100), formatMoney(charges.upfront / 100)],
          };
    const title = site.name ? `${site.name}: ${site.address}` : site.address;
    return {
      caption: `Site ${index + 1}: ${title}`,
      itemHeading: `Site ${index + 1}: ${title}`,
      columns: ["Monthly", "Upfront"],
      rows: [row],
    };
  });
}

/** The interim plan's monthly cell: its price is in its detail, not in the totals. */
const UNTIL_FIBRE = "Until fibre";

function planTable(quote: PlanQuote): QuoteTable {
  const { plan } = quote;
  const free = formatMoney(0);
  const rows: QuoteRow[] = [
    {
      name: `${plan.title} (${plan.speed} Mbps)`,
      detail: plan.special
        ? `${formatMoney(plan.special.planPrice)}/mth for months 1 to ${plan.special.duration}, then ${formatMoney(plan.price)}/mth from month ${plan.special.duration + 1}`
        : null,
      cells: [formatMoney(plan.special?.planPrice ?? plan.price), free],
    },
  ];
  if (quote.phoneLine) {
    rows.push({
      name: quote.phoneLine.title,
      detail: null,
      cells: [formatMoney(quote.phoneLine.monthlyPrice), free],
    });
  }
  if (quote.interim) {
    rows.push({
      name: `Interim nbn plan (${quote.interim.speed} Mbps)`,
      // Billed instead of the fibre plan until the fibre is active, so in no total.
      detail: `${formatMoney(quote.interim.monthlyPrice)}/mth from your order until your fibre is active, instead of the fibre plan`,
      cells: [UNTIL_FIBRE, free],
    });
  }
  for (const extra of quote.extras) {
    rows.push({
      name: `${extra.title} x ${extra.quantity}`,
      detail: extra.deliveryFee > 0 ? `Includes ${formatMoney(extra.deliveryFee)} delivery` : null,
      cells: [
        formatMoney(extra.monthlyPrice * extra.quantity),
        formatMoney(extra.upfrontPrice * extra.quantity + extra.deliveryFee),
      ],
    });
  }
  return {
    caption: "What is quoted, monthly and upfront",
    itemHeading: "Item",
    columns: ["Monthly", "Upfront"],
    rows,
  };
}

/** The price checker's table: each carrier's monthly rental and installation per term. */
function carrierTable(quote: PriceCheckQuote): QuoteTable {
  const terms = quote.carriers[0]?.terms.map((term) => term.months) ?? [];
  return {
    caption: `Each carrier's prices at ${quote.speed} Mbps, per contract term`,
    itemHeading: "Carrier",
    columns: terms.map((months) => `${months} months`),
    rows: quote.carriers.map((carrier) => ({
      name: CARRIER_NAMES[carrier.carrier],
      detail: carrier.notes.length > 0 ? sentences(carrier.notes) : null,
      cells:
        carrier.notes.length > 0
          ? []
          : carrier.terms.map(({ price }) =>
              price
                ? `${formatMoney(price.monthly_rental)}/mth + ${formatMoney(price.installation)} installation`
                : "Not offered",
            ),
    })),
  };
}

/** The price checker's cell messages (some end in a full stop, some do not) as sentences. */
const sentences = (notes: readonly string[]) =>
  `${notes.map((note) => note.replace(/\.$/, "")).join(". ")}.`;

/** The totals of an ordering journey's quote; a price check has none (each carrier differs). */
export function quoteTotals(quote: Quote): QuoteTotal[] {
  if (quote.journey === "price-check") return [];
  if (quote.journey === "multi-site") {
    const { totals } = quote;
    const sites = quotePlace(quote);
    return [
      { key: "monthly", label: `Monthly total (${sites})`, value: formatMoney(totals.monthly) },
      { key: "upfront", label: "Upfront", value: formatMoney(totals.upfront) },
      {
        key: "minimum",
        label: "Minimum total cost (every site's minimum term)",
        value: formatMoney(totals.minimum),
      },
    ];
  }
  const { totals, minimumMonths } = quote;
  return [
    { key: "monthly", label: "Monthly total", value: formatMoney(totals.monthly) },
    ...(totals.afterSpecial
      ? [
          {
            key: "after-special" as const,
            label: `From month ${totals.afterSpecial.fromMonth}`,
            value: formatMoney(totals.afterSpecial.monthly),
          },
        ]
      : []),
    { key: "upfront", label: "Upfront", value: formatMoney(totals.upfront) },
    {
      key: "minimum",
      label: minimumMonths ? `Minimum total cost (${minimumMonths} months)` : "Minimum total cost",
      value: formatMoney(totals.minimumCharge),
    },
  ];
}

/** "Prepared 27 Nov 2026, valid until 27 Dec 2026." */
export function quoteValidity(quote: Pick<Quote, "createdAt" | "validUntil">) {
  return {
    prepared: formatDayMonthYear(quote.createdAt),
    validUntil: formatDayMonthYear(quote.validUntil),
  };
}

/** The heading every form of the quote carries. */
export function quoteTitle(quote: Quote): string {
  switch (quote.journey) {
    case "nbn":
      return `Business nbn for ${quote.businessName}`;
    case "flip":
      return `Flip to Fibre upgrade for ${quote.businessName}`;
    case "price-check":
      return `Business fibre at ${quote.speed} Mbps for ${quote.businessName}`;
    case "multi-site":
      return `Internet for ${quotePlace(quote)} of ${quote.businessName}`;
  }
}

/** The terms under every form of the quote. */
export function quoteFinePrint(quote: Quote): string {
  switch (quote.journey) {
    case "price-check":
      return "Prices exclude GST. They are the carriers' answers to a preliminary service qualification: the carrier confirms your premises, and its price, before anything is ordered.";
    case "multi-site":
      return "Prices include GST; fibre carriers price ex GST, and 10% is added. Fibre prices are the carriers' answers to a preliminary service qualification, confirmed for each premises before anything is ordered; every address is checked again when you order.";
    default:
      return "Prices include GST. The address is checked again when you order; a plan the address can no longer take is said so before anything is charged.";
  }
}
