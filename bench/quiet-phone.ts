import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium";
import { CPU_SLOWDOWN, started } from "./slow-phone";

/**
 * A slow phone for measuring the main thread's tasks, driven through the DevTools protocol
 * alone (ADR 0056). Playwright turns on the protocol's Runtime domain in every page it opens,
 * and with it V8 records a detailed stack trace for every error the page makes or throws: the
 * first one in a file has V8 parse the whole file again on the main thread for its source
 * positions. React DOM makes such errors as its module starts, and React Router throws one while
 * it waits for the page's data, so under Playwright both tasks measured 50-70 ms at 4x CPU,
 * against under 10 ms on a phone without developer tools. Playwright's own waits also put its
 * script in the page (35-95 ms of work at 4x), sometimes as it painted. Here nothing is enabled
 * but the page domain, and nothing runs in the page but the expressions read.
 */

interface Message {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

const PIXEL_7 = devices["Pixel 7"];
const STARTED = `(${started.toString()})()`;

/** Chromium with its DevTools protocol on a pipe, the way Playwright itself talks to it. */
export class QuietBrowser {
  private readonly pending = new Map<number, (message: Message) => void>();
  private nextId = 0;

  private constructor(
    private readonly process: ChildProcess,
    private readonly profile: string,
  ) {
    let buffered = "";
    (process.stdio[4] as Readable).on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const messages = buffered.split("\0");
      buffered = messages.pop() ?? "";
      for (const text of messages) {
        const message = JSON.parse(text) as Message;
        if (message.id === undefined) continue;
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      }
    });
    // A browser that fails to start or dies mid-run fails what waits on it, rather than hang.
    process.on("exit", (code) => {
      for (const answer of this.pending.values())
        answer({ error: { message: `Chromium exited (code ${code})` } });
      this.pending.clear();
    });
  }

  static launch(): QuietBrowser {
    const profile = mkdtempSync(join(tmpdir(), "quiet-phone-"));
    const child = spawn(
      CHROMIUM_PATH,
      [...CHROMIUM_FLAGS, "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
      { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
    );
    return new QuietBrowser(child, profile);
  }

  send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) =>
        message.error
          ? reject(new Error(`${method}: ${message.error.message}`))
          : resolve(message.result as T),
      );
      (this.process.stdio[3] as Writable).write(
        `${JSON.stringify({ id, method, params, sessionId })}\0`,
      );
    });
  }

  /**
   * Opens `url` in a fresh browser context (nothing cached) at a Pixel 7's size, the CPU slowed
   * CPU_SLOWDOWN times, `initScript` run before the page's own; it returns as the navigation
   * starts, so what the page does as it starts is measured.
   */
  async open(url: string, initScript: string): Promise<QuietPage> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      "Target.createBrowserContext",
    );
    const { targetId } = await this.send<{ targetId: string }>("Target.createTarget", {
      url: "about:blank",
      browserContextId,
    });
    const { sessionId } = await this.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    const page = new QuietPage(this, sessionId, browserContextId);
    await page.send("Emulation.setDeviceMetricsOverride", {
      ...PIXEL_7.viewport,
      deviceScaleFactor: PIXEL_7.deviceScaleFactor,
      mobile: PIXEL_7.isMobile,
    });
    await page.send("Emulation.setUserAgentOverride", { userAgent: PIXEL_7.userAgent });
    await page.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.send("Page.enable");
    await page.send("Page.addScriptToEvaluateOnNewDocument", { source: initScript });
    await page.send("Page.navigate", { url });
    return page;
  }

  /** Stops Chromium, and removes its profile once it has exited (it writes there to the end). */
  async close(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = once(this.process, "exit");
      this.process.kill();
      await exited;
    }
    rmSync(this.profile, { recursive: true, force: true });
  }
}

export class QuietPage {
  constructor(
    private readonly browser: QuietBrowser,
    private readonly sessionId: string,
    private readonly browserContextId: string,
  ) {}

  send<T>(method: string, params: object = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  /** What `expression` gives in the page, as a JSON value. */
  async read<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>("Runtime.evaluate", { expression, returnByValue: true });
    if (exceptionDetails) {
      throw new Error(
        `in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      );
    }
    return result.value;
  }

  /** The page's frame has hydrated, and so have its parts (`pageStarted`). */
  async started(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await this.read<boolean>(STARTED))) {
      if (Date.now() > deadline) throw new Error("the page did not start within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async close(): Promise<void> {
    await this.browser.send("Target.disposeBrowserContext", {
      browserContextId: this.browserContextId,
    });
  }
}
