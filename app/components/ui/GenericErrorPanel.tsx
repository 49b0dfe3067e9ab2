import { GENERIC_ERROR, GENERIC_ERROR_RETRY } from "@domain/forms/messages";

/** Spec 000 section 8: the closable internal-error panel, shown wherever a request failed. */
export function GenericErrorPanel({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="alert"
      className="relative rounded-lg border-2 border-danger-600 bg-white p-5 pr-14 text-ink"
    >
      <p className="font-semibold">{GENERIC_ERROR}</p>
      <p className="mt-2">{GENERIC_ERROR_RETRY}</p>
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
