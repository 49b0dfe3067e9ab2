import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { SMTPServer } from "smtp-server";

/** One message as the mailbox shows it (GET /__sim/mail/messages). */
export interface ReceivedMail {
  to: string;
  subject: string;
  receivedAt: string;
  text: string;
  /** The link a person would click, read from the HTML part. */
  links: string[];
  messageId: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The most messages kept: a demo left running for weeks does not grow without end. */
const KEEP = 500;

/**
 * The mail the stand-in SMTP server received, newest last; and how it answers: at once, or
 * `delayMs` after it has taken the message (a slow mail server, whose final reply comes after
 * the sender's timeout: to prove a quote's email goes at most twice, ADR 0072).
 */
export function createMailbox() {
  const messages: ReceivedMail[] = [];
  let received = 0;
  return {
    messages: () => [...messages],
    /** Every message received since the start, kept or not. */
    received: () => received,
    add(message: ReceivedMail) {
      received += 1;
      messages.push(message);
      if (messages.length > KEEP) messages.shift();
    },
    clear: () => void messages.splice(0),
    delayMs: 0,
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

export interface SmtpStandIn {
  /** Where the site sends: smtp://127.0.0.1:{port}. */
  url: string;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/**
 * The outside mail server for the demo and the tests (smtp-server): it takes any sender and any
 * recipient on this machine, without TLS or sign-in, and keeps what it receives in the mailbox
 * the /__sim/mail pages show. It never relays anything anywhere.
 */
export interface SmtpStandInOptions {
  port?: number;
  /** Where it listens: this machine alone unless told (the compose file's stand-ins service). */
  host?: string;
  mailbox?: Mailbox;
  /** Where a client's broken connection is noted (at debug): nothing a client does stops it. */
  logger?: Logger;
}

export async function startSmtpStandIn({
  port = 0,
  host = "127.0.0.1",
  mailbox = createMailbox(),
  logger,
}: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: 5 * 1024 * 1024,
    logger: false,
    banner: "Tidewire demo mail stand-in",
    // A real server's refusal of a mailbox that does not exist, for the reserved .invalid names.
    onRcptTo(address, _session, callback) {
      if (!address.address.endsWith(".invalid")) return callback();
      const refusal = Object.assign(
        new Error(`<${address.address}>: Recipient address rejected: User unknown`),
        { responseCode: 550 },
      );
      callback(refusal);
    },
    async onData(stream, session, callback) {
      try {
        // Loaded with the first message: the parser takes seconds to load, every demo start.
        const { simpleParser } = await import("mailparser");
        const parsed = await simpleParser(stream);
        const html = typeof parsed.html === "string" ? parsed.html : "";
        mailbox.add({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", "),
          subject: parsed.subject ?? "",
          receivedAt: new Date().toISOString(),
          text: parsed.text ?? "",
          // Web links only, as a mail client would offer them (never a javascript: one).
          links: [...html.matchAll(/href="(https?:[^"]+)"/g)].map((match) =>
            match[1]!.replaceAll("&amp;", "&"),
          ),
          messageId: parsed.messageId ?? null,
          attachments: parsed.attachments.map((attachment) => ({
            filename: attachment.filename ?? "",
            contentType: attachment.contentType,
            size: attachment.size,
          })),
        });
        // Taken, then answered late: what a slow real server does after the message's body.
        if (mailbox.delayMs > 0) await new Promise((r) => setTimeout(r, mailbox.delayMs));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  // A client that resets its connection mid-transaction is an error event of the server's: left
  // unheard, it would end the process that embeds the stand-in (ADR 0072).
  server.on("error", (error: Error) => {
    logger?.debug({ err: error.message }, "mail stand-in: a client's connection failed");
  });
  server.listen(port, host);
  await once(server.server, "listening");
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
