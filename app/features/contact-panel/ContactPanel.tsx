import { useEffect, useId, useRef } from "react";
import { ContactForm } from "../lead-forms/ContactForm";

interface ContactPanelProps {
  open: boolean;
  onClose: () => void;
}

/** docs/product.md §A2: the panel's copy. */
export const CONTACT_PANEL_COPY =
  "Let us call you. One of our Telecommunications Consultants will gladly answer any questions you might have, or organise an obligation free quote.";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The slide-out 'Contact us' panel: a modal <dialog>, so the page behind is inert and Escape
 * closes it; Tab and Shift+Tab cycle within it. It slides in from the right (app.css).
 */
export default function ContactPanel({ open, onClose }: ContactPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      className="slide-panel"
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: close through React so focus returns to the button that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-3xl font-bold text-brand-900">
          Contact us
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 px-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          Close
        </button>
      </div>
      <p className="mt-3 text-lg text-muted">{CONTACT_PANEL_COPY}</p>
      <div className="mt-6">
        <ContactForm />
      </div>
    </dialog>
  );
}
