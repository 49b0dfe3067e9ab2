import { Link } from "react-router";
import type { ErrorTheme } from "@domain/site/themes";

export const NOT_FOUND_MESSAGE = "Sorry to break it to you, but this page does not exist!";
export const ERROR_FALLBACK_MESSAGE =
  "Whoops! There was a bit of a mix up and something went wrong...";

interface ViewProps {
  theme: ErrorTheme;
}

function Panel({ theme, children }: ViewProps & { children: React.ReactNode }) {
  return (
    <section
      className={`theme-${theme} flex min-h-[60vh] items-center px-4 py-20 text-white`}
      data-theme={theme}
    >
      <div className="mx-auto max-w-3xl space-y-6 text-center">{children}</div>
    </section>
  );
}

/** docs/product.md §A2: shown for any path outside the route table, with HTTP 404. */
export function NotFoundView({ theme }: ViewProps) {
  return (
    <Panel theme={theme}>
      <h1 className="text-5xl font-bold">Whoops!</h1>
      <p className="text-xl">{NOT_FOUND_MESSAGE}</p>
      <Link
        to="/"
        className="inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        Take me home
      </Link>
    </Panel>
  );
}

/** docs/product.md §A2: the error view replaces the whole page, navigation and footer too. */
export function ErrorView({ theme, email }: ViewProps & { email: string }) {
  return (
    <main id="main">
      <Panel theme={theme}>
        <h1 className="text-5xl font-bold">Whoops!</h1>
        <p className="text-xl">{ERROR_FALLBACK_MESSAGE}</p>
        <p>
          Please try again in a moment. If it keeps happening, email us at{" "}
          <a href={`mailto:${email}`} className="font-semibold underline">
            {email}
          </a>{" "}
          and tell us what you were doing.
        </p>
        {/* A full page load: the app that failed may not be able to route. */}
        <a
          href="/"
          className="inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Back to the home page
        </a>
      </Panel>
    </main>
  );
}
