import { Link } from "react-router";

interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: keyof typeof BUTTON_VARIANTS;
  /** External pages open in a new tab and say so. */
  newTab?: boolean;
}

export const BUTTON_VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  outline: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
  inverted: "bg-white text-brand-900 hover:bg-brand-50",
};

export const BUTTON_CLASS =
  "inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold transition-colors";

/** A link styled as a button: site paths navigate in-app, https addresses leave the site. */
export function ButtonLink({ to, children, variant = "primary", newTab = false }: ButtonLinkProps) {
  const className = `${BUTTON_CLASS} ${BUTTON_VARIANTS[variant]}`;
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      className={className}
      rel="noopener noreferrer"
      target={newTab ? "_blank" : undefined}
    >
      {children}
      {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}
