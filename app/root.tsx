import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { bodyClassForPath } from "@domain/site/body-class";
import { errorThemeForPath, pickErrorTheme } from "@domain/site/themes";
import type { Route } from "./+types/root";
import { DemoMarker } from "./components/layout/DemoMarker";
import { Footer } from "./components/layout/Footer";
import { Navigation } from "./components/layout/Navigation";
import type { ShellData } from "./components/layout/shell-data";
import { SiteBehaviours } from "./components/layout/SiteBehaviours";
import { HydratesApart } from "./start/HydratesApart";
import { ErrorView, NotFoundView } from "./components/layout/StatusViews";
import { TopStrip } from "./components/layout/TopStrip";
import { ContactPanelHost } from "./features/contact-panel/contact-panel-context";
import { site } from "./load-context";
import { reportError } from "./lib/monitoring";
import "./app.css";
import { BackToTop } from "./features/islands";

export function loader({ context, url }: Route.LoaderArgs) {
  const { content, logger, publicEnv } = site(context);
  const brand = content.site();
  let nav: ShellData["nav"];
  try {
    nav = content.nav().mainItems;
  } catch (error) {
    logger.error({ err: error }, "navigation failed to load");
    nav = null;
  }
  const shell: ShellData = {
    brand: brand.brand,
    phones: brand.phones,
    emails: brand.emails,
    links: brand.links,
    callPrompt: brand.callPrompt,
    nav,
    year: new Date().getFullYear(),
    theme: errorThemeForPath(url.pathname),
    demo: publicEnv.SITE_MODE === "demo",
  };
  return { shell, publicEnv };
}

/**
 * The shell's data (brand, numbers, navigation) only changes on deploy: in-app navigations
 * fetch the next page's data alone, so a page whose data fails to arrive fails on its own.
 */
export function shouldRevalidate() {
  return false;
}

/**
 * The id a render-blocking link waits for. No element has it: the browser lets such a link go
 * when the document is parsed to its end, so the first paint waits for that (ADR 0060).
 */
const PARSED_TO_THE_END = "parsed-to-the-end";

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07294c" />
        {/* A bitmap: Chromium turns an SVG icon into a document of its own on the page's main
            thread just after the first paint (ADR 0057). */}
        <link rel="icon" href="/favicon.png" sizes="32x32" type="image/png" />
        <Meta />
        <Links />
        {/* The first paint waits until the document is parsed and its DOMContentLoaded has run, so
            the browser's work at the end of parsing (the page's style and layout, its form
            observers) is not a long task under a visitor's first click (ADR 0050, 0060). */}
        <link rel="expect" href={`#${PARSED_TO_THE_END}`} blocking="render" />
      </head>
      <body className={bodyClassForPath(pathname)}>
        {children}
        <script
          // Only the allowlisted public settings (platform/config.ts publicEnv) are written here;
          // the page's CSP allows this script by its hash (ADR 0019).
          dangerouslySetInnerHTML={{
            __html: `window.ENV=${JSON.stringify(data?.publicEnv ?? {}).replace(/</g, "\\u003c")};`,
          }}
        />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  return (
    <ContactPanelHost>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {shell.demo && <DemoMarker />}
      <HydratesApart>
        <TopStrip phones={shell.phones} />
        <Navigation nav={shell.nav} brand={shell.brand} />
      </HydratesApart>
      <main id="main" tabIndex={-1} className="page-fade-in outline-none">
        <HydratesApart>{children}</HydratesApart>
      </main>
      <HydratesApart>
        <Footer {...shell} />
      </HydratesApart>
      <BackToTop />
      <SiteBehaviours />
    </ContactPanelHost>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell shell={loaderData.shell}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const theme = data?.shell.theme ?? pickErrorTheme(() => 0);

  // A page that is not there keeps the site around it; anything else replaces the page.
  if (isRouteErrorResponse(error) && error.status === 404 && data) {
    return (
      <Shell shell={data.shell}>
        <title>Page not found | Tidewire for Business</title>
        <NotFoundView theme={theme} />
      </Shell>
    );
  }
  if (typeof window !== "undefined") reportError(error);
  return (
    <>
      <title>Something went wrong | Tidewire for Business</title>
      <ErrorView theme={theme} email={data?.shell.emails.support ?? "support@tidewire.example"} />
    </>
  );
}
