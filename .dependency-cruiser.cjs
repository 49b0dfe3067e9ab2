/**
 * The import rules of docs/architecture.md ("Layers"), checked in `npm test`. A rule names the
 * folder that may not import and the folder it may not reach; a cycle anywhere fails too.
 */
// Tests beside the code may import whatever they need (docs/architecture.md: tests import everything).
const TESTS = "\\.test\\.tsx?$";

const layer = (name, from, to, comment, fromExcept) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: fromExcept ? `${TESTS}|${fromExcept}` : TESTS },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: "packages-through-their-public-exports",
      comment:
        "A package is imported by the names its package.json exports, never by a file inside it (react-router/dist/..., react-dom/cjs/...): a patch release may move its files, and a security release must be `npm update` and a green `npm test` (ADR 0071). A deep import does not resolve through the exports map, so it lands here.",
      severity: "error",
      from: {},
      // React Router's route types are generated beside the sources (.react-router/types).
      to: { couldNotResolve: true, pathNot: "^\\./\\+types/" },
    },
    {
      name: "no-cycles",
      comment: "Modules that import each other cannot be read, tested or moved one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    layer(
      "domain-is-pure",
      "^domain/",
      "^(app|platform|server|simulators|tests|bench|scripts)/",
      "domain/ holds rules both the browser and the server run: it imports no other layer.",
    ),
    layer(
      "app-reaches-only-domain",
      "^app/",
      "^(platform|server|simulators|tests|bench|scripts)/",
      "The browser's code may use domain/ contracts, never the server's modules.",
    ),
    layer(
      "app-never-imports-request-schemas",
      "^app/",
      "^domain/api/schemas/",
      "The request schemas are full zod, for the routers: the browser takes their types through the contracts (ADR 0029).",
    ),
    {
      name: "contracts-load-only-contracts",
      comment:
        "The browser imports the contracts in domain/api/: at run time they load only each other, and take request schemas and answer types as types, so no zod reaches the browser through them (ADR 0029).",
      severity: "error",
      from: { path: "^domain/api/[^/]+$", pathNot: TESTS },
      to: { pathNot: "^domain/api/[^/]+$", dependencyTypesNot: ["type-only"] },
    },
    layer(
      "platform-reaches-only-domain",
      "^platform/",
      "^(app|server|simulators|tests|bench|scripts)/",
      "Settings and logging serve the site and the stand-ins alike, so they import neither.",
    ),
    layer(
      "server-never-imports-stand-ins",
      "^server/",
      "^(simulators|tests|bench|scripts)/",
      "The site reaches the stand-ins over HTTP only; the entry point mounts them in the demo.",
      "^server/serve\\.ts$",
    ),
    layer(
      "stand-ins-never-import-the-server",
      "^simulators/",
      "^(server|app|tests|bench|scripts)/",
      "A stand-in is another company's system: it shares only domain/ and platform/ with the site.",
    ),
    layer(
      "http-never-imports-api",
      "^server/http/",
      "^server/api/",
      "The HTTP plumbing (middleware, answers, headers) runs before the routers and knows nothing of them.",
    ),
    layer(
      "api-reaches-outside-only-through-services",
      "^server/api/",
      "^server/(integrations|db|cache)/",
      "api -> services -> integrations, db and cache: a router takes outside systems, storage and caches (and their errors) from services/, never from the layers below.",
    ),
    layer(
      "services-never-import-api-or-http",
      "^server/services/",
      "^server/(api|http)/",
      "api -> services -> integrations and db: a service is called by routers, never the reverse.",
    ),
    layer(
      "integrations-and-db-are-the-bottom",
      "^server/(integrations|db|cache)/",
      "^server/(api|http|services)/",
      "Outside-system clients and the database know nothing of the layers that use them.",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
