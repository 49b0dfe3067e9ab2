import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { Quote } from "../../domain/quotes/quote";
import { sampleQuote } from "../../tests/support/quotes";
import { quotePdfAnswers } from "./quote-pdf";

const ID = "7k3m9pxd0000000000000000aa";

let close: (() => void) | null = null;
afterEach(() => close?.());

/** The PDF route alone, over a renderer that counts its renders and takes `renderMs`. */
async function serve(quote: Quote | null, renderMs = 50) {
  let renders = 0;
  const app = express();
  app.get(
    "/quotes/:id.pdf",
    quotePdfAnswers({
      findQuote: async (id) => (id === quote?.id ? quote : null),
      pdfFor: async () => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, renderMs));
        return Buffer.from("%PDF-1.7 a quote");
      },
    }),
  );
  app.use((_req, res) => res.status(404).send("not found"));
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (path: string) => fetch(`${base}${path}`), renders: () => renders };
}

describe("quotePdfAnswers", () => {
  it("renders a quote once for a burst of downloads, and keeps it for the next", async () => {
    const site = await serve(sampleQuote({}, { id: ID }));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => site.get(`/quotes/${ID}.pdf`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(site.renders()).toBe(1);
    expect((await site.get(`/quotes/${ID}.pdf`)).status).toBe(200);
    expect(site.renders()).toBe(1);
  });

  it("passes an unknown or malformed id on, rendering nothing", async () => {
    const site = await serve(null);
    expect((await site.get(`/quotes/${ID}.pdf`)).status).toBe(404);
    expect((await site.get("/quotes/not-an-id.pdf")).status).toBe(404);
    expect(site.renders()).toBe(0);
  });
});
