import type { PublicEnv } from "@domain/site/public-env";

declare global {
  interface Window {
    ENV?: PublicEnv;
  }
}

/** The allowlisted settings the server rendered into the page (app/root.tsx). */
export function browserEnv(): PublicEnv | undefined {
  return typeof window === "undefined" ? undefined : window.ENV;
}
