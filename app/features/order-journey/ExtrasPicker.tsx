import type { Extra, OrderExtras } from "@domain/order/extras-schema";
import {
  EXTENDER_QUANTITY,
  EXTRA_KEYS,
  toggledQuantity,
  type ExtraKey,
  type ExtrasSelection,
} from "@domain/order/extras";
import { formatMoney } from "@domain/format/money";
import { Picture } from "~/components/ui/Picture";
import { TickList } from "~/components/ui/TickList";
import { useOptimisticChoice } from "~/lib/use-optimistic-choice";

interface ExtrasPickerProps {
  extras: OrderExtras;
  /** The phone line option; absent where the journey offers none (Flip to Fibre). */
  phoneLine?: { chosen: boolean; onChange: (chosen: boolean) => void };
  selection: ExtrasSelection;
  onToggle: (key: ExtraKey) => void;
  /** Where extenders are sold by quantity (Flip to Fibre): the plus and minus buttons, as a
   * step (+1 or -1) applied to the latest quantity, so quick taps each count. */
  onExtenderStep?: (step: number) => void;
}

/**
 * The phone line option and the equipment cards (docs/product.md §B2 and §B3). A press shows
 * its choice at once; the journey's totals and summary follow it after that paint.
 */
export function ExtrasPicker({
  extras,
  phoneLine,
  selection,
  onToggle,
  onExtenderStep,
}: ExtrasPickerProps) {
  const { phoneLine: line } = extras;
  return (
    <div className={`grid gap-6 ${phoneLine ? "lg:grid-cols-3" : "md:grid-cols-2"}`}>
      {phoneLine ? <PhoneLineCard line={line} {...phoneLine} /> : null}
      {EXTRA_KEYS.map((key) => (
        <ExtraCard
          key={key}
          extra={extras[key]}
          quantity={selection[key]}
          onToggle={() => onToggle(key)}
          onStep={key === "extender" ? onExtenderStep : undefined}
        />
      ))}
    </div>
  );
}

function PhoneLineCard({
  line,
  chosen,
  onChange,
}: {
  line: OrderExtras["phoneLine"];
  chosen: boolean;
  onChange: (chosen: boolean) => void;
}) {
  const [shown, choose] = useOptimisticChoice(chosen, onChange);
  return (
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
          checked={shown}
          onChange={(event) => choose(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        Add a business phone line for {formatMoney(line.monthlyPrice)}/mth
      </label>
    </div>
  );
}

function ExtraCard({
  extra,
  quantity,
  onToggle,
  onStep,
}: {
  extra: Extra;
  quantity: number;
  onToggle: () => void;
  onStep?: (step: number) => void;
}) {
  const [shownQuantity, chooseQuantity] = useOptimisticChoice(quantity, onToggle);
  const added = shownQuantity > 0;
  return (
    <div
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
      <TickList className="mt-3 flex-1 gap-1 text-sm" items={extra.list} />
      {extra.additional ? <p className="mt-3 text-xs text-muted">{extra.additional}</p> : null}
      {added && onStep ? (
        <QuantityStepper title={extra.title} quantity={shownQuantity} onStep={onStep} />
      ) : null}
      <div className="mt-4 flex min-h-11 items-center gap-4">
        {added ? (
          <span className="font-semibold text-accent-600">
            <span aria-hidden="true">✓ </span>Added
          </span>
        ) : null}
        {/* One button in both states, so the keyboard stays on it after a press without a
            focus move, which would lay the page out inside the press. */}
        <button
          type="button"
          aria-label={added ? `Remove ${extra.title}` : `Add to cart: ${extra.title}`}
          onClick={() => chooseQuantity(toggledQuantity(shownQuantity))}
          className={`min-h-11 font-semibold text-brand-700 ${
            added
              ? "underline underline-offset-4"
              : "rounded-full border-2 border-brand-600 px-6 py-2 hover:bg-brand-50"
          }`}
        >
          {added ? "Remove" : "Add to cart"}
        </button>
      </div>
    </div>
  );
}

const STEP_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-600 text-2xl font-bold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-400 aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent";

/**
 * Plus and minus buttons around the quantity, held within EXTENDER_QUANTITY. At a limit the
 * button is aria-disabled rather than disabled, so keyboard focus stays on it.
 */
function QuantityStepper({
  title,
  quantity,
  onStep,
}: {
  title: string;
  quantity: number;
  onStep: (step: number) => void;
}) {
  return (
    <div role="group" aria-label={`Quantity of ${title}`} className="mt-4 flex items-center gap-3">
      <button
        type="button"
        aria-label={`One fewer ${title}`}
        aria-disabled={quantity <= EXTENDER_QUANTITY.min}
        onClick={() => onStep(-1)}
        className={STEP_BUTTON}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-xl font-bold text-brand-900">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`One more ${title}`}
        aria-disabled={quantity >= EXTENDER_QUANTITY.max}
        onClick={() => onStep(1)}
        className={STEP_BUTTON}
      >
        <span aria-hidden="true">+</span>
      </button>
      <span className="text-sm text-muted">
        {quantity >= EXTENDER_QUANTITY.max ? `Up to ${EXTENDER_QUANTITY.max} per order` : null}
      </span>
    </div>
  );
}
