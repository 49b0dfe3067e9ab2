import { formatDayMonthYear } from "../format/date";
import { formatMoney } from "../format/money";
import type { Quote } from "./quote";

/**
 * A quote written out the one way the page, the PDF and the email all show it (ADR 0043): the
 * same lines, the same totals, the same money and dates, so the three can never disagree.
 */

export interface QuoteLine {
  name: string;
  /** A second line under the name: the special price's months, an extra's delivery. */
  detail: string | null;
  monthly: string;
  upfront: string;
}

export interface QuoteTotal {
  /** Stable name for a test or a style to pick a total by. */
  key: "monthly" | "after-special" | "upfront" | "minimum";
  label: string;
  value: string;
}

/** The interim plan's monthly column: its price is in its detail, not in the totals. */
const UNTIL_FIBRE = "Until fibre";

export function quoteLines(quote: Quote): QuoteLine[] {
  const { plan } = quote;
  const free = formatMoney(0);
  return [
    {
      name: `${plan.title} (${plan.speed} Mbps)`,
      detail: plan.special
        ? `${formatMoney(plan.special.planPrice)}/mth for months 1 to ${plan.special.duration}, then ${formatMoney(plan.price)}/mth from month ${plan.special.duration + 1}`
        : null,
      monthly: formatMoney(plan.special?.planPrice ?? plan.price),
      upfront: free,
    },
    ...(quote.phoneLine
      ? [
          {
            name: quote.phoneLine.title,
            detail: null,
            monthly: formatMoney(quote.phoneLine.monthlyPrice),
            upfront: free,
          },
        ]
      : []),
    ...(quote.interim
      ? [
          {
            name: `Interim nbn plan (${quote.interim.speed} Mbps)`,
            // Billed instead of the fibre plan until the fibre is active, so in no total.
            detail: `${formatMoney(quote.interim.monthlyPrice)}/mth from your order until your fibre is active, instead of the fibre plan`,
            monthly: UNTIL_FIBRE,
            upfront: free,
          },
        ]
      : []),
    ...quote.extras.map((extra) => ({
      name: `${extra.title} x ${extra.quantity}`,
      detail: extra.deliveryFee > 0 ? `Includes ${formatMoney(extra.deliveryFee)} delivery` : null,
      monthly: formatMoney(extra.monthlyPrice * extra.quantity),
      upfront: formatMoney(extra.upfrontPrice * extra.quantity + extra.deliveryFee),
    })),
  ];
}

export function quoteTotals({ totals, minimumMonths }: Quote): QuoteTotal[] {
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
export const quoteTitle = (quote: Pick<Quote, "businessName" | "journey">) =>
  `${JOURNEY_TITLES[quote.journey]} for ${quote.businessName}`;

const JOURNEY_TITLES: Record<Quote["journey"], string> = {
  nbn: "Business nbn",
  flip: "Flip to Fibre upgrade",
};

export const QUOTE_FINE_PRINT =
  "Prices include GST. The address is checked again when you order; a plan the address can no longer take is said so before anything is charged.";
