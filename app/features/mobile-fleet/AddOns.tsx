import type { MobileFleetContent } from "@domain/content/pages/mobile";
import { formatPrice } from "@domain/format/money";
import { Section } from "~/components/ui/Section";

/** Fleet data add-ons and the IDD add-on: title, price and what each includes. */
export function AddOns({ block }: { block: MobileFleetContent["data_add_on"] }) {
  return (
    <Section title={block.title} subTitle={block.subTitle} tone="tinted">
      <ul className="grid gap-6 md:grid-cols-3">
        {block.items.map((addOn) => (
          <li key={addOn.title} className="rounded-lg bg-white p-6">
            <h3 className="text-xl font-bold text-brand-900">{addOn.title}</h3>
            <p className="mt-2 text-2xl font-bold text-brand-700">{formatPrice(addOn.price)}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5">
              {addOn.list.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
