import { useEffect, useId, useRef } from "react";
import { telHref } from "@domain/site/phone";

export const NO_FIBRE = "Your address is not showing up as enabled for fibre at this time.";

/**
 * docs/product.md §A8, enterprise wording: a modal <dialog>, so the page behind is inert,
 * Escape closes it and focus returns to where it was.
 */
export function NoFibreDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="m-auto max-w-lg rounded-xl p-6 backdrop:bg-ink/60"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        No fibre at this address yet
      </h2>
      <p className="mt-3 font-semibold">{NO_FIBRE}</p>
      <p className="mt-2">
        Please give our team a call on{" "}
        <a
          href={telHref(phone)}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {phone}
        </a>{" "}
        as we do have other options.
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Close
      </button>
    </dialog>
  );
}
