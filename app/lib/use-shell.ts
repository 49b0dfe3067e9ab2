import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/components/layout/shell-data";

/** The root loader's brand, numbers and links, for any screen below it. */
export function useShell(): ShellData | undefined {
  return useRouteLoaderData<{ shell: ShellData }>("root")?.shell;
}
