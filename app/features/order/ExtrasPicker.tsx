import { useRef } from "react";
import { flushSync } from "react-dom";
import type { Extra, OrderExtras } from "@domain/order/extras-schema";
import { EXTRA_KEYS, type ExtraKey, type ExtrasSelection } from "@domain/order/extras";
import { formatMoney } from "@domain/format/money";
import { Picture } from "~/components/ui/Picture";
import { TickList } from "./TickList";

interface ExtrasPickerProps {
  extras: OrderExtras;
  phoneLine: boolean;
  onPhoneLineChange: (chosen: boolean) => void;
  selection: ExtrasSelection;
  onToggle: (key: ExtraKey) => void;
}

/** The phone line option and the equipment cards (spec 001 sections 2 and 3). */
export function ExtrasPicker({
  extras,
  phoneLine,
  onPhoneLineChange,
  selection,
  onToggle,
}: ExtrasPickerProps) {
  const { phoneLine: line } = extras;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="rounded-lg border-2 border-brand-100 bg-white p-5">
        <h3 className="text-xl font-bold text-brand-900">{line.title}</h3>
        <p className="mt-1 text-2xl font-bold text-brand-900">
          {formatMoney(line.monthlyPrice)}
          <span className="text-base font-semibold">/mth</span>
        </p>
        {line.leadCopy.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-sm text-muted">
            {paragraph}
          </p>
        ))}
        <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={phoneLine}
            onChange={(event) => onPhoneLineChange(event.target.checked)}
            className="size-5 accent-brand-600"
          />
          Add a business phone line for {formatMoney(line.monthlyPrice)}/mth
        </label>
      </div>
      {EXTRA_KEYS.map((key) => (
        <ExtraCard
          key={key}
          extra={extras[key]}
          added={selection[key]}
          onToggle={() => onToggle(key)}
        />
      ))}
    </div>
  );
}

function ExtraCard({
  extra,
  added,
  onToggle,
}: {
  extra: Extra;
  added: boolean;
  onToggle: () => void;
}) {
  const card = useRef<HTMLDivElement>(null);
  // The button pressed disappears: keep the keyboard where it was, on the one that replaces it.
  const toggle = () => {
    flushSync(onToggle);
    card.current?.querySelector<HTMLButtonElement>("button[data-extra-action]")?.focus();
  };
  return (
    <div
      ref={card}
      className={`flex flex-col rounded-lg border-2 bg-white p-5 ${
        added ? "border-brand-600" : "border-brand-100"
      }`}
    >
      <Picture name={extra.imageSmall} alt="" className="size-16 lg:hidden" />
      <Picture name={extra.image} alt="" className="hidden h-auto w-full max-w-60 lg:block" />
      <h3 className="mt-3 text-xl font-bold text-brand-900">{extra.title}</h3>
      <p className="text-sm text-muted">{extra.desc}</p>
      <p className="mt-2 text-2xl font-bold text-brand-900">{extra.priceLarge}</p>
      <p className="text-sm font-semibold text-brand-700">{extra.priceSmall}</p>
      {extra.leadCopy.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-sm">
          {paragraph}
        </p>
      ))}
      <TickList className="mt-3 flex-1" items={extra.list} />
      {extra.additional ? <p className="mt-3 text-xs text-muted">{extra.additional}</p> : null}
      <div className="mt-4 flex min-h-11 items-center gap-4">
        {added ? (
          <>
            <span className="font-semibold text-accent-600">
              <span aria-hidden="true">✓ </span>Added
            </span>
            <button
              type="button"
              data-extra-action
              aria-label={`Remove ${extra.title}`}
              onClick={toggle}
              className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
            >
              Remove
            </button>
          </>
        ) : (
          <button
            type="button"
            data-extra-action
            aria-label={`Add to cart: ${extra.title}`}
            onClick={toggle}
            className="min-h-11 rounded-full border-2 border-brand-600 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Add to cart
          </button>
        )}
      </div>
    </div>
  );
}
