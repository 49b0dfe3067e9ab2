/**
 * What a router may know of an outside system's failure (ADR 0009): the one error type every
 * client throws, naming the system and the kind of failure, and the names a router tells the
 * systems apart by. Routers take them from here: they reach integrations only through services
 * (docs/architecture.md, "Layers").
 */
export { UpstreamError, type UpstreamFailure } from "../integrations/http-client";
export { QUALIFICATION_SYSTEM } from "../integrations/address-api";
