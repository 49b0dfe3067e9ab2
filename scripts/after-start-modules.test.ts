import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { build, type Plugin, type Rollup } from "vite";
import { afterStartModules, partsImported } from "./after-start-modules";

describe("the modules of the parts after the start", () => {
  it("reads each part's module from its call, across lines", () => {
    const code = `
      import { partAfterStart } from "~/components/ui/PartAfterStart";
      const Menu = partAfterStart(() => import("./MobileMenu").then((module) => module.MobileMenu));
      const Page = partAfterStart(() =>
        import('~/pages/home').then((module) => module.HomePage),
      );
      export function partAfterStart<P extends object>(load: () => Promise<P>) {}`;

    expect(partsImported(code)).toEqual(["./MobileMenu", "~/pages/home"]);
  });

  it("refuses a call it cannot follow, rather than leave its modules to one task", () => {
    expect(() => partsImported("const Page = partAfterStart(loadPage);")).toThrow(
      /partAfterStart must be called/,
    );
    expect(() => partsImported("partAfterStart(() => import(`./${name}`))")).toThrow();
  });

  describe("in a build", () => {
    const folder = mkdtempSync(join(tmpdir(), "after-start-"));
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    const files: Record<string, string> = {
      "/repo/app/entry.js": 'import("./route.js");',
      "/repo/app/part.js": "export const partAfterStart = (load) => ({ load });",
      "/repo/app/route.js": [
        'import { partAfterStart } from "./part.js";',
        'export const Page = partAfterStart(() => import("./page.js"));',
        'export const openPanel = () => import("./panel.js");',
      ].join("\n"),
      "/repo/app/page.js": 'import { format } from "./format.js"; export const page = format;',
      "/repo/app/panel.js": 'import { format } from "./format.js"; export const panel = format;',
      "/repo/app/format.js": "export const format = (text) => text.trim();",
      "/repo/server/entry.js":
        'import list from "virtual:after-start-modules"; export default list;',
    };
    const virtual: Plugin = {
      name: "virtual-files",
      resolveId: (id, importer) =>
        id in files
          ? id
          : id.startsWith("./") && importer
            ? `${importer.slice(0, importer.lastIndexOf("/"))}/${id.slice(2)}`
            : null,
      load: (id) => files[id] ?? null,
    };
    const buildFor = async (ssr: boolean) =>
      (await build({
        configFile: false,
        logLevel: "silent",
        plugins: [virtual, afterStartModules()],
        build: {
          outDir: join(folder, ssr ? "server" : "client"),
          ssr: ssr ? "/repo/server/entry.js" : false,
          write: !ssr,
          minify: false,
          rolldownOptions: ssr ? {} : { input: "/repo/app/entry.js" },
        },
      })) as Rollup.RollupOutput;

    it("lists a part's chunk after the chunks it imports, by the chunk that makes it, not what loads on use, and hands the list to the server's build", async () => {
      const client = await buildFor(false);
      const chunk = (name: string) =>
        client.output.find(
          (file) => file.type === "chunk" && file.moduleIds.includes(`/repo/app/${name}.js`),
        )!.fileName;
      const listFile = join(folder, "client/.vite/after-start-modules.json");
      expect(existsSync(listFile)).toBe(true);

      const server = await buildFor(true);
      const [serverEntry] = server.output;
      const list = (await import(
        `data:text/javascript,${encodeURIComponent(serverEntry.code)}`
      )) as { default: Record<string, string[]> };
      expect(list.default).toEqual({
        [`/${chunk("route")}`]: [`/${chunk("format")}`, `/${chunk("page")}`],
      });
      expect(chunk("panel")).not.toBe(chunk("page"));
      expect(existsSync(listFile)).toBe(false);
    });
  });
});
