import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { initBrowserMonitoring } from "./lib/monitoring";
import { holdWhileIslandsWait } from "./start/island";

// How a page starts: docs/architecture.md. React Router's own entry, with error reporting and
// what an island waiting for its code would lose held (before the router listens).
initBrowserMonitoring();
holdWhileIslandsWait();

// React DOM's module is the largest the page runs: it is evaluated in a task of its own, after
// the one that evaluated the route modules, so neither is a long task on a slow phone.
setTimeout(() => {
  void import("react-dom/client").then(({ hydrateRoot }) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
});
