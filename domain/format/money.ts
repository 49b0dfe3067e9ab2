import type { Price } from "../content/blocks-schema";

const AUD = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Every price on the site: two decimals, thousands separators ("$1,299.00"). */
export function formatMoney(amount: number): string {
  return AUD.format(amount);
}

/** A content price with what it is for: { amount: 4, suffix: "/mth" } -> "$4.00/mth". */
export function formatPrice(price: Price): string {
  return `${formatMoney(price.amount)}${price.suffix ?? ""}`;
}
