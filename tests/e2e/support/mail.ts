import type { Page } from "@playwright/test";
import type { ReceivedMail } from "../../support/simulators";
import { expect } from "./fixtures";

/** The first email to `email` the stand-in mail server received, once it has. */
export async function mailTo(page: Page, email: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  // The documents' threads render below normal priority, behind the run's other work: the first
  // email, which starts them, can be slow on a busy machine.
  await expect
    .poll(
      async () => {
        const received = (await (
          await page.request.get("/__sim/mail/messages")
        ).json()) as ReceivedMail[];
        found = received.find((message) => message.to === email);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
