import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberHydrationRoot } from "./lib/hydrate-first";
import { initBrowserMonitoring } from "./lib/monitoring";

initBrowserMonitoring();

// Not in a transition: the page's frame (all but its parts, ADR 0047) then hydrates in one short
// task, and a press as the page starts finds it done instead of hydrating the rest of it at once.
rememberHydrationRoot(
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  ),
);
