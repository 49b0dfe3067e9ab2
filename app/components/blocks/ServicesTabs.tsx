import { useId, useRef, useState } from "react";
import type { ServicesTabs as ServicesTabsData } from "@domain/content/blocks-schema";
import { DESKTOP_QUERY, useMediaQuery } from "~/lib/use-media-query";
import { ButtonLink } from "../ui/ButtonLink";
import { Section } from "../ui/Section";

/**
 * Three service tabs (WAI-ARIA tabs, arrow keys move and activate). Until the visitor picks
 * one, the middle tab is open on desktop and the first on a phone; CSS decides that before
 * hydration so the server-rendered page does not shift.
 */
export function ServicesTabs({ block }: { block: ServicesTabsData }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true);
  const active = chosen ?? (isDesktop ? 1 : 0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Before a choice, CSS shows the right default for the screen (no shift on hydration).
  const defaultVisibility = (index: number): string => {
    if (chosen !== null) return "";
    if (index === 0) return "lg:hidden";
    if (index === 1) return "hidden lg:block";
    return "hidden";
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = block.services.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setChosen(next);
    tabs.current[next]?.focus();
  };

  return (
    <Section title={block.title} subTitle={block.subTitle}>
      <div
        role="tablist"
        aria-label={block.title}
        className="flex flex-wrap gap-2 border-b border-brand-100"
      >
        {block.services.map((service, index) => {
          const selected = index === active;
          return (
            <button
              key={service.title}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px border-b-4 px-4 py-3 text-lg font-semibold ${
                selected
                  ? "border-accent-600 text-brand-900"
                  : "border-transparent text-muted hover:text-brand-900"
              }`}
            >
              {service.title}
            </button>
          );
        })}
      </div>
      {block.services.map((service, index) => (
        <div
          key={service.title}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={chosen !== null && index !== chosen}
          className={`pt-8 ${defaultVisibility(index)}`}
        >
          <h3 className="text-2xl font-bold text-brand-900">{service.subTitle}</h3>
          <ul className="mt-4 grid gap-2 md:grid-cols-2">
            {service.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="font-bold text-accent-600">
                  ✓
                </span>
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <ButtonLink to={service.url}>Explore {service.title.toLowerCase()}</ButtonLink>
          </div>
        </div>
      ))}
    </Section>
  );
}
