import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/speed-boost";
import { DataTable } from "~/components/blocks/DataTable";
import { FeatureGrid } from "~/components/blocks/FeatureGrid";
import { Hero } from "~/components/blocks/Hero";
import { Paragraphs } from "~/components/blocks/Paragraphs";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";
import { formatMoney } from "@domain/format/money";

export const loader = pageLoader("speedBoost");
export const meta = pageMeta;

/** My Speed Boost (docs/product.md §B2 and §B9). */
export default function SpeedBoost({ loaderData: { page } }: Route.ComponentProps) {
  const { allowance } = page;
  return (
    <>
      <Hero theme="internet" title={page.title} subTitle={page.subTitle} leadCopy={page.leadCopy}>
        <ButtonLink to="/small-business/nbn" variant="inverted">
          View nbn plans
        </ButtonLink>
        <ButtonLink to={page.portalUrl} variant="inverted" newTab>
          Boost in the customer portal
        </ButtonLink>
      </Hero>
      <FeatureGrid block={page.howItWorks} />
      <Section title="Your boost allowance" tone="tinted">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-lg bg-white p-6">
            <dt className="text-muted">Free boost days each month</dt>
            <dd className="text-3xl font-bold text-brand-900">{allowance.freeDaysPerMonth}</dd>
          </div>
          <div className="rounded-lg bg-white p-6">
            <dt className="text-muted">Bank unused days, up to</dt>
            <dd className="text-3xl font-bold text-brand-900">{allowance.bankLimitDays} days</dd>
          </div>
          <div className="rounded-lg bg-white p-6">
            <dt className="text-muted">Extra days</dt>
            <dd className="text-3xl font-bold text-brand-900">
              {formatMoney(allowance.extraDayPrice)}/day incl GST
            </dd>
          </div>
        </dl>
        <p className="mt-6">Included with {allowance.eligiblePlans.join(" and ")} plans.</p>
        <Paragraphs items={allowance.description} className="mt-4 max-w-3xl" />
      </Section>
      <Section title={page.tiers.title}>
        <DataTable
          caption={page.tiers.title}
          headings={["Your plan speed (Mbps)", "Boosted speed for 24 hours (Mbps)"]}
          rows={page.tiers.rows.map((row) => [row.from, row.to])}
        />
      </Section>
      <TitledList block={page.thingsToKnow} tone="tinted" />
    </>
  );
}
