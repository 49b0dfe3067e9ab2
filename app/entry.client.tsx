import { StrictMode, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberHydrationRoot } from "./lib/hydrate-first";
import { initBrowserMonitoring } from "./lib/monitoring";
import { makeRouterAhead } from "./lib/router-ahead";

initBrowserMonitoring();

const routerMade = makeRouterAhead();

/** The page's router, once made (ADR 0051); until then the page stays as the server sent it. */
function Router() {
  use(routerMade);
  return <HydratedRouter />;
}

// Not in a transition: the page's frame (all but its parts, ADR 0047) then hydrates in one short
// task, and a press as the page starts finds it done instead of hydrating the rest of it at once.
rememberHydrationRoot(
  hydrateRoot(
    document,
    <StrictMode>
      <Router />
    </StrictMode>,
  ),
);
