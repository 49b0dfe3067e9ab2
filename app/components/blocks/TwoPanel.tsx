import type { TwoPanel as TwoPanelData } from "@domain/content/blocks-schema";
import { ButtonLink } from "../ui/ButtonLink";

export function TwoPanel({ panels }: { panels: TwoPanelData }) {
  return (
    <div className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-2">
        {panels.map((panel) => (
          <section key={panel.title} className="flex flex-col rounded-lg bg-white p-8 shadow-sm">
            <p className="font-semibold uppercase tracking-wider text-accent-600">
              {panel.subTitle}
            </p>
            <h2 className="mt-2 text-2xl font-bold text-brand-900">{panel.title}</h2>
            <p className="mt-3 flex-1">{panel.description}</p>
            <div className="mt-6">
              <ButtonLink to={panel.url} variant="outline">
                Find out more<span className="sr-only"> about {panel.title}</span>
              </ButtonLink>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
