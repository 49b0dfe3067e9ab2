import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { initBrowserMonitoring } from "./lib/monitoring";
import { holdWhileIslandsWait } from "./start/island";

// How a page starts: docs/architecture.md. React Router's own entry, with error reporting and
// what an island waiting for its code would lose held (before the router listens).
initBrowserMonitoring();
holdWhileIslandsWait();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
