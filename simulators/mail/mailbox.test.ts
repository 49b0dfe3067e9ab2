import { describe, expect, it } from "vitest";
import { createMailbox, type ReceivedMail } from "./mailbox";

const mail = (n: number): ReceivedMail => ({
  to: `visitor.${n}@example.com`,
  subject: `Quote ${n}`,
  receivedAt: new Date(0).toISOString(),
  text: "",
  links: [],
  messageId: null,
  attachments: [],
});

describe("the stand-in mailbox", () => {
  it("keeps the newest 500 messages and counts every one it received", () => {
    const mailbox = createMailbox();
    for (let n = 1; n <= 520; n += 1) mailbox.add(mail(n));
    const kept = mailbox.messages();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.to).toBe("visitor.21@example.com");
    expect(kept.at(-1)!.to).toBe("visitor.520@example.com");
    expect(mailbox.received()).toBe(520);
  });

  it("keeps its count when its messages are cleared", () => {
    const mailbox = createMailbox();
    mailbox.add(mail(1));
    mailbox.clear();
    expect(mailbox.messages()).toEqual([]);
    expect(mailbox.received()).toBe(1);
  });
});
