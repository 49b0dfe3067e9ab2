import { formatMoney } from "@domain/format/money";
import type { SiteRow } from "@domain/multi-site/site-check";
import { lineCharges, type SiteChoice } from "@domain/multi-site/site-choices";
import { CARRIER_NAMES, type CarrierKey } from "@domain/pricing/carriers";

/** One option of a site's choice: its value is the choice in the posted form's words. */
export interface ChoiceOption {
  value: string;
  label: string;
  choice: SiteChoice;
}

export const choiceValue = (choice: SiteChoice) =>
  choice.kind === "nbn" ? `nbn:${choice.planId}` : `fibre:${choice.carrier}:${choice.months}`;

/** What a site can be given, in its findings' prices with GST, cheapest first in each group. */
export function choiceOptions(row: SiteRow): { nbn: ChoiceOption[]; fibre: ChoiceOption[] } {
  if (row.status !== "done") return { nbn: [], fibre: [] };
  const nbn = (row.nbn?.plans ?? []).map((plan): ChoiceOption => {
    const choice: SiteChoice = { kind: "nbn", planId: plan.id };
    const { monthly } = lineCharges({ kind: "nbn", plan });
    const recommended = plan.id === row.nbn?.recommendedPlanId ? " (recommended)" : "";
    return {
      value: choiceValue(choice),
      label: `${plan.title}${recommended}: ${formatMoney(monthly / 100)}/month, no contract`,
      choice,
    };
  });
  const fibre = (row.fibre?.carriers ?? [])
    .flatMap(({ carrier, terms }) =>
      terms.map((term) => {
        const choice: SiteChoice = {
          kind: "fibre",
          carrier: carrier as CarrierKey,
          months: term.months,
        };
        const charges = lineCharges({ kind: "fibre", carrier, ...term });
        return {
          option: {
            value: choiceValue(choice),
            label: `${CARRIER_NAMES[carrier]} fibre, ${term.months} months: ${formatMoney(charges.monthly / 100)}/month, ${formatMoney(charges.upfront / 100)} upfront`,
            choice,
          },
          order: [term.months, charges.minimum] as const,
        };
      }),
    )
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ option }) => option);
  return { nbn, fibre };
}
