import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpStandIn } from "../../simulators/mail/mailbox";
import { createSmtpClient } from "./smtp-client";

const standIn = await startSmtpStandIn();
afterAll(() => standIn.close());

const mail = (to: string) => ({
  to,
  subject: "Your quote",
  html: "<p>Hi</p>",
  text: "Hi",
  messageId: "<quote-Q-TEST-0001@localhost>",
  attachments: [],
});

describe("the SMTP client", () => {
  it("hands a message to the mail server", async () => {
    const client = createSmtpClient({
      url: standIn.url,
      from: "Tidewire for Business <quotes@tidewire.example>",
      timeoutMs: 2_000,
      logger: pino({ level: "silent" }),
    });
    await client.send(mail("mei@harbourdental.example"));
    client.close();
    const [received] = standIn.mailbox
      .messages()
      .filter((m) => m.to === "mei@harbourdental.example");
    expect(received?.subject).toBe("Your quote");
    expect(received?.messageId).toBe("<quote-Q-TEST-0001@localhost>");
  });

  it("never lets the recipient's address out in a refusal's message", async () => {
    const client = createSmtpClient({
      url: standIn.url,
      from: "Tidewire for Business <quotes@tidewire.example>",
      timeoutMs: 500,
      logger: pino({ level: "silent" }),
    });
    // The stand-in refuses .invalid mailboxes, naming them, as a real server does.
    const failure = await client.send(mail("secret.person@nowhere.invalid")).then(
      () => null,
      (error: Error) => error,
    );
    client.close();
    expect(failure).toBeInstanceOf(Error);
    expect(failure!.message).toMatch(/550|rejected/);
    expect(failure!.message).not.toContain("secret.person@nowhere.invalid");
  });
});
