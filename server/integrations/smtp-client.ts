import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import { DeliveryOutcomeUnknown } from "./delivery-outcome";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** One per quote, so a receiving server (and the stand-in) can tell a repeat. */
  messageId: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpClientOptions {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465. */
  url: string;
  /** MAIL_FROM: "Tidewire for Business <quotes@tidewire.example>". */
  from: string;
  /** Connection, greeting and each command's time limit. */
  timeoutMs: number;
  logger: Logger;
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/**
 * The mail server's client (ADR 0043), on nodemailer: one pooled connection kept open between
 * sends. A send that fails throws, so the outbox retries it. A server that went quiet once the
 * session had begun (nodemailer's socket timeout: after the greeting, up to the final reply to
 * the message's body) may have taken the message: that is DeliveryOutcomeUnknown, never a plain
 * failure to send again at once (ADR 0072; RFC 5321 §4.5.3.2.6 gives the final reply 10 min).
 */
export function createSmtpClient({ url, from, timeoutMs, logger }: SmtpClientOptions) {
  // Made with the first email, not at start: a node that sends none never loads nodemailer.
  let transport: Promise<Transporter> | null = null;
  const connect = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    async send(mail: OutgoingMail): Promise<void> {
      try {
        const info = await (await connect()).sendMail({ from, ...mail });
        logger.debug({ accepted: info.accepted?.length ?? 0 }, "mail accepted by the SMTP server");
      } catch (error) {
        // The server's words often repeat the recipient: the outbox keeps and logs this text.
        const text = (error instanceof Error ? error.message : String(error)).replace(
          EMAIL_ADDRESS,
          "[address]",
        );
        const quietMidSession =
          (error as { timeoutType?: string }).timeoutType === "SOCKET_TIMEOUT";
        throw quietMidSession
          ? new DeliveryOutcomeUnknown(`the mail server went quiet mid-send: ${text}`)
          : new Error(text);
      }
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

export type SmtpClient = ReturnType<typeof createSmtpClient>;
