import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState } from "react";
import { BUTTON_CLASS, BUTTON_VARIANTS } from "~/components/ui/ButtonLink";
import { pushDataLayer } from "~/lib/analytics";

// The panel and its form (and zod/mini) load only when someone first opens it.
const ContactPanel = lazy(() => import("./ContactPanel"));

const OpenContactPanel = createContext<(trigger: HTMLElement) => void>(() => undefined);

/**
 * Hosts the slide-out 'Contact us' panel for the whole site (docs/product.md §A2). It stays
 * mounted once opened, so a half-typed enquiry survives closing and reopening it.
 */
export function ContactPanelHost({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);

  const openPanel = useCallback((from: HTMLElement) => {
    trigger.current = from;
    setLoaded(true);
    setOpen(true);
    pushDataLayer({ event: "contact-form-open" });
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back to the button that opened the panel.
    trigger.current?.focus();
  }, []);

  return (
    <OpenContactPanel.Provider value={openPanel}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <ContactPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </OpenContactPanel.Provider>
  );
}

interface ContactPanelButtonProps {
  children: React.ReactNode;
  variant?: keyof typeof BUTTON_VARIANTS;
}

/** A button that opens the 'Contact us' panel (home hero, contact page, cloud partner page). */
export function ContactPanelButton({ children, variant = "primary" }: ContactPanelButtonProps) {
  const openPanel = useContext(OpenContactPanel);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={`${BUTTON_CLASS} ${BUTTON_VARIANTS[variant]}`}
      onClick={(event) => openPanel(event.currentTarget)}
    >
      {children}
    </button>
  );
}
