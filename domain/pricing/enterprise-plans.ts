import { formatMoney } from "../format/money";
import { CONTRACT_TERMS, type CarrierPricing } from "./carriers";

/** docs/product.md §A3: an enterprise plan card. */
export interface EnterprisePlanCard {
  title: string;
  speed: string;
  description: string;
  /** Monthly, ex GST. */
  price: number;
  /** Every month of the term plus installation. */
  minCost: number;
}

/**
 * The cards for the terms the nbn priced (12, 24, 36 Month Contract), or null when there is
 * no one_year price: the address has no enterprise fibre (docs/product.md §A4).
 */
export function enterprisePlanCards(
  pricing: CarrierPricing,
  speed: number,
): EnterprisePlanCard[] | null {
  if (!pricing.one_year) return null;
  return CONTRACT_TERMS.flatMap(({ key, months }) => {
    const term = pricing[key];
    if (!term) return [];
    const installation =
      term.installation === 0
        ? "free installation"
        : `installation ${formatMoney(term.installation)}`;
    return [
      {
        title: `${months} Month Contract`,
        speed: `${speed} Mbps`,
        description: `Symmetrical ${speed}/${speed} Mbps nbn Enterprise Ethernet over ${months} months, ${installation}.`,
        price: term.monthly_rental,
        minCost: Math.round((term.monthly_rental * months + term.installation) * 100) / 100,
      },
    ];
  });
}
