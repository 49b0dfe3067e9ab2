interface LogoProps {
  brandName: string;
  tagline: string;
  inverted?: boolean;
}

/**
 * The wordmark: a wave over a line, drawn here so no image request is needed. The space
 * between the name and the tagline is read out: a link's visible text must be part of its
 * name (WCAG 2.5.3).
 */
export function Logo({ brandName, tagline, inverted = false }: LogoProps) {
  const text = inverted ? "text-white" : "text-brand-800";
  return (
    <span className={`inline-flex items-center gap-2 ${text}`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="8" fill="currentColor" />
        <path
          d="M6 20c3-5 6-5 9 0s6 5 9 0 4-4 6-2"
          fill="none"
          stroke={inverted ? "#07294c" : "#ffffff"}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M7 27h22" stroke="#2dd4bf" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-xl font-bold tracking-tight">{brandName}</span>{" "}
        <span className="text-xs font-medium uppercase tracking-widest">{tagline}</span>
      </span>
    </span>
  );
}
