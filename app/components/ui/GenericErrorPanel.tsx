import { GENERIC_ERROR, GENERIC_ERROR_RETRY } from "@domain/forms/messages";

/**
 * docs/product.md §A8: the closable internal-error panel, shown wherever a request failed. A
 * form whose spec words its failure its own way (Flip to Fibre's call-us line) passes it.
 */
export function GenericErrorPanel({
  onClose,
  lines = [GENERIC_ERROR, GENERIC_ERROR_RETRY],
}: {
  onClose: () => void;
  lines?: readonly string[];
}) {
  return (
    <div
      role="alert"
      className="relative rounded-lg border-2 border-danger-600 bg-white p-5 pr-14 text-ink"
    >
      {lines.map((line, index) => (
        <p key={line} className={index === 0 ? "font-semibold" : "mt-2"}>
          {line}
        </p>
      ))}
      <button
        type="button"
        onClick={onClose}
        className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-2xl text-brand-900 hover:bg-brand-50"
      >
        <span aria-hidden="true">×</span>
        <span className="sr-only">Close this message</span>
      </button>
    </div>
  );
}
