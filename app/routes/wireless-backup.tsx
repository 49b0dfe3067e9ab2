import { pageLoader, pageMeta } from "~/lib/page";
import type { Route } from "./+types/wireless-backup";
import { ContentPageFrame } from "~/components/blocks/ContentPageFrame";
import { PriceTable } from "~/components/blocks/PriceTable";
import { TitledList } from "~/components/blocks/TitledList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { Section } from "~/components/ui/Section";

export const loader = pageLoader("wirelessBackup");
export const meta = pageMeta;

/** Wireless backup: plan table and the coverage map buttons. */
export default function WirelessBackup({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <ContentPageFrame theme="internet" page={page}>
      <PriceTable block={page.table} />
      <TitledList block={page.features} tone="tinted" />
      <Section title={page.coverage.title} subTitle={page.coverage.subTitle}>
        <div className="flex flex-wrap gap-4">
          {page.coverage.buttons.map((button) => (
            <ButtonLink key={button.url} to={button.url}>
              {button.title}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </ContentPageFrame>
  );
}
