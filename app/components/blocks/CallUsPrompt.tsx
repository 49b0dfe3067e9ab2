import { useLocation, useRouteLoaderData } from "react-router";
import { isSmallBusinessPath, telHref } from "@domain/site/phone";
import type { ShellData } from "../layout/shell-data";

interface CallUsPromptProps {
  /** The page's own words; the site's default prompt otherwise. */
  title?: string;
  subTitle?: string;
}

/** "Prefer to talk it through?" with the number the top strip shows on this path. */
export function CallUsPrompt({ title, subTitle }: CallUsPromptProps) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<{ shell: ShellData }>("root");
  if (!root) return null;
  const { phones, callPrompt } = root.shell;
  const phone = isSmallBusinessPath(pathname) ? phones.smallBusiness : phones.sales;
  return (
    <section aria-labelledby="call-us-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="call-us-heading" className="text-3xl font-bold">
            {title ?? callPrompt.title}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">{subTitle ?? callPrompt.subTitle}</p>
        </div>
        <a
          href={telHref(phone.display)}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-6 py-3 text-lg font-bold text-brand-900 hover:bg-brand-50"
        >
          Call {phone.display}
        </a>
      </div>
    </section>
  );
}
