import { spawn } from "node:child_process";
import { once } from "node:events";
import type { ReceivedMail } from "../../simulators/mail/mailbox";
import { freePort } from "./server";

export interface RunningSimulators {
  baseUrl: string;
  /** The stand-in mail server (its mailbox is at {baseUrl}/mail). */
  smtpUrl: string;
  stop(): Promise<void>;
}

/**
 * The stand-ins in their own process (simulators/main.ts), so they keep what they received
 * while a test stops, kills or restarts the site.
 */
export async function startSimulators(
  env: Record<string, string> = {},
): Promise<RunningSimulators> {
  const [port, smtpPort] = await Promise.all([freePort(), freePort()]);
  const child = spawn(process.execPath, ["--import", "tsx", "simulators/main.ts"], {
    env: {
      ...process.env,
      SIM_PORT: String(port),
      SIM_SMTP_PORT: String(smtpPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}/__sim`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`simulators exited: ${output}`);
    const up = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`simulators did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/** What the CRM stand-in has received. */
export interface CrmRecord {
  leads: { id: string; form: string; body: Record<string, unknown> }[];
  deliveries: number;
  repeats: number;
}

export async function crmRecord(simBaseUrl: string): Promise<CrmRecord> {
  return (await (await fetch(`${simBaseUrl}/crm/leads`)).json()) as CrmRecord;
}

export async function setCrm(
  simBaseUrl: string,
  control: { mode?: "accept" | "fail"; delayMs?: number },
): Promise<void> {
  await fetch(`${simBaseUrl}/crm/control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(control),
  });
}

export type { ReceivedMail };

/** What the stand-in mail server received, oldest first (GET /__sim/mail/messages). */

export async function mailbox(simBaseUrl: string): Promise<ReceivedMail[]> {
  return (await (await fetch(`${simBaseUrl}/mail/messages`)).json()) as ReceivedMail[];
}

/** How many messages the stand-in has received since it started (its mailbox keeps 500). */
export async function mailReceived(simBaseUrl: string): Promise<number> {
  const answer = await fetch(`${simBaseUrl}/mail/count`);
  return ((await answer.json()) as { received: number }).received;
}

/**
 * Waits until `count` messages to `to` have arrived (quote emails go through the outbox). The
 * documents' threads render below normal priority (pdf-worker.tsx), and a test run keeps every
 * core busy: the first email, which starts the thread, can take tens of seconds there.
 */
export async function mailTo(
  simBaseUrl: string,
  to: string,
  count = 1,
  timeoutMs = 60_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const received = (await mailbox(simBaseUrl)).filter((mail) => mail.to === to);
    if (received.length >= count || Date.now() > deadline) return received;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
