import type { Price } from "../content/blocks-schema";

/** A comma before every group of three digits that has digits before it. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Every price on the site: two decimals, thousands separators ("$1,299.00", "-$5.00"), as
 * `Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" })` writes them. Written out
 * because building that formatter loads the browser's locale data as the page starts, once
 * the longest piece of its start-up script (ADR 0048). The tests compare the two
 * across the range.
 */
export function formatMoney(amount: number): string {
  const [dollars, cents] = roundToCents(Math.abs(amount));
  // Intl writes "-$0.00" for a negative amount that rounds to nothing; a price never says that.
  const sign = amount < 0 && /[1-9]/.test(dollars + cents) ? "-" : "";
  return `${sign}$${dollars.replace(THOUSANDS, ",")}.${cents}`;
}

/**
 * Dollars and cents, rounded half up as Intl rounds: from the shortest decimal that reads back
 * as the number (774844.205, not the binary 774844.20499...), which is what `String` writes.
 */
function roundToCents(amount: number): [dollars: string, cents: string] {
  const decimal = String(amount);
  // Below a millionth (or past 10^21) String writes an exponent: nothing to round to cents there.
  if (decimal.includes("e")) return amount < 1 ? ["0", "00"] : [amount.toFixed(0), "00"];
  const [whole = "0", fraction = ""] = decimal.split(".");
  const roundUp = Number(fraction[2] ?? "0") >= 5 ? 1n : 0n;
  const total = BigInt(whole + fraction.slice(0, 2).padEnd(2, "0")) + roundUp;
  return [(total / 100n).toString(), (total % 100n).toString().padStart(2, "0")];
}

/** A content price with what it is for: { amount: 4, suffix: "/mth" } -> "$4.00/mth". */
export function formatPrice(price: Price): string {
  return `${formatMoney(price.amount)}${price.suffix ?? ""}`;
}
