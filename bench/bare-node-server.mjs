// The runtime's own limit for a ready answer: a bare Node HTTP server, one process, sending
// fixed bytes and headers read from the JSON file named on the command line. It prints its
// port once listening. No framework, no logging: what the site's fast path is measured against.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const routes = new Map(
  JSON.parse(readFileSync(process.argv[2], "utf8")).map(({ path, body, headers }) => {
    const bytes = Buffer.from(body, "base64");
    return [path, { body: bytes, headers: { ...headers, "content-length": String(bytes.length) } }];
  }),
);

const server = createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
