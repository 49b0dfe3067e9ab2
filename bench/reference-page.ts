/**
 * The least a page can be, served for `npm run bench:lighthouse` to measure beside the site's
 * routes (ADR 0068): a heading and a paragraph in the system font, with the title, description
 * and language Lighthouse's audits ask of any page, and no stylesheet, script or image. What
 * Lighthouse scores it is the machine's own share of every route's score: the browser's start,
 * and the waits of a page's thread on a busy machine that its simulation counts four times.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Business nbn plans | Reference page</title>
    <meta name="description" content="The least a page can be, measured beside the site's pages." />
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 1.5rem">
    <main>
      <h1>Business nbn plans</h1>
      <p>Business broadband on the nbn, from 50 to 1000 Mbps, with a static IP and local support.</p>
    </main>
  </body>
</html>
`;

export interface ReferencePage {
  url: string;
  stop(): Promise<void>;
}

/** Serves the reference page on a port of its own, on the loopback, until stopped. */
export async function startReferencePage(): Promise<ReferencePage> {
  // Only its own path: Lighthouse's SEO audit reads /robots.txt, and a page there is not one.
  const server = createServer((req, res) => {
    if (req.url !== "/") res.writeHead(404).end();
    else res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(REFERENCE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
