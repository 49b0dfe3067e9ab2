import { StrictMode, startTransition, use } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { leavePressesToTheBrowser, rememberHydrationRoot } from "./lib/hydrate-first";
import { initBrowserMonitoring } from "./lib/monitoring";
import { makeRouterAhead } from "./lib/router-ahead";

initBrowserMonitoring();
leavePressesToTheBrowser();

const routerMade = makeRouterAhead();

/** The page's router, once made (ADR 0051); until then the page stays as the server sent it. */
function Router() {
  use(routerMade);
  return <HydratedRouter />;
}

// In a transition, so React hydrates the page's frame (all but its parts, ADR 0047) in slices a
// visitor's press can come between: in one task, as before, it took 40-80 ms at 4x CPU (ADR 0060).
startTransition(() => {
  rememberHydrationRoot(
    hydrateRoot(
      document,
      <StrictMode>
        <Router />
      </StrictMode>,
    ),
  );
});
