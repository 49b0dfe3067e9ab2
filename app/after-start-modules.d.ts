/** Made by the browser's build (scripts/after-start-modules.ts, ADR 0057). */
declare module "virtual:after-start-modules" {
  /** A start-up chunk's URL → the URLs of the modules its parts load after the start. */
  const afterStartModules: Record<string, string[]>;
  export default afterStartModules;
}
