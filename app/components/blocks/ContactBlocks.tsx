import type { ContactContent } from "@domain/content/pages/contact";
import type { SiteSettings } from "@domain/content/site-schema";
import { telHref } from "@domain/site/phone";

/** The contact page's five teams, each with its number, hours and address. */
export function ContactBlocks({
  blocks,
  phones,
}: {
  blocks: ContactContent["blocks"];
  phones: SiteSettings["phones"];
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Object.entries(blocks).map(([key, block]) => {
        const phone = phones[block.phone].display;
        return (
          <li
            key={key}
            className="rounded-lg border border-brand-100 bg-white p-6"
            data-contact={key}
          >
            <h3 className="text-xl font-semibold text-brand-900">{block.title}</h3>
            <p className="mt-1 text-muted">{block.subTitle}</p>
            <p className="mt-4">
              <a
                href={telHref(phone)}
                className="text-lg font-bold text-brand-700 underline underline-offset-4"
              >
                {phone}
              </a>
            </p>
            <p className="mt-1">
              <a
                href={`mailto:${block.contactEmail}`}
                className="text-brand-700 underline underline-offset-4"
              >
                {block.contactEmail}
              </a>
            </p>
            <p className="mt-3 text-sm">{block.hours}</p>
            <p className="mt-2 text-sm text-muted">{block.extra}</p>
          </li>
        );
      })}
    </ul>
  );
}
