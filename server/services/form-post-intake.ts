import { createHmac } from "node:crypto";
import type { Logger } from "pino";
import { LEAD_FORMS } from "../../domain/forms/index";
import {
  confirmationPath,
  POSTED_FORM_FIELD,
  POSTED_KEY_FIELD,
  type FormPostResult,
} from "../../domain/forms/form-post";
import { IDEMPOTENCY_KEY } from "../../domain/leads/idempotency-key";
import type { LeadContext } from "./lead-intake";
import type { LeadSubmitter } from "./lead-submission";

/** Never sent back into the page: the honeypot. */
const NOT_ECHOED = new Set(["dob"]);

/**
 * The visitors' day, for keys of posts without one: it turns over at night, not at 10 am. Made
 * on the first post: loading the time zone slowed every node's start (ADR 0058).
 */
let businessDay: Intl.DateTimeFormat | undefined;
const visitorsDay = (date: Date) =>
  (businessDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" })).format(date);

export interface FormPostIntakeDependencies {
  submitLead: LeadSubmitter;
  /** Keys the hashes below, so neither a stored key nor a guess of one gives a client away. */
  clientHashSecret: string;
  now?: () => Date;
}

/**
 * A lead form posted without script (ADR 0025, 0028): the form named by its hidden `_form`
 * field, submitted through the same pipeline as POST /api/{endpoint} (`submitLead`). Its
 * fields are the post's single-valued fields, read by the page's action. Null when the post
 * names no lead form.
 */
export function createFormPostIntake({
  submitLead,
  clientHashSecret,
  now = () => new Date(),
}: FormPostIntakeDependencies) {
  const forms = new Map(LEAD_FORMS.map((form) => [form.id, form]));
  const keyed = (...parts: unknown[]) =>
    createHmac("sha256", clientHashSecret).update(JSON.stringify(parts)).digest("base64url");

  /**
   * The post's key: the one its page carried, or else one made of what it says, who sent it and
   * the day, since the cached page cannot carry a key for each visitor (ADR 0028). The same
   * post sent twice (a double click, back and send again) has the same key.
   */
  function postKey(
    formId: string,
    posted: string,
    fields: Record<string, string>,
    context: Omit<LeadContext, "idempotencyKey">,
  ): string {
    if (IDEMPOTENCY_KEY.test(posted)) return posted;
    const day = visitorsDay(now());
    return keyed(formId, context.clientAddress ?? "", day, Object.entries(fields).sort());
  }

  return async function submitFormPost(
    posted: Record<string, string>,
    context: Omit<LeadContext, "idempotencyKey">,
    logger: Logger,
  ): Promise<FormPostResult | null> {
    const {
      [POSTED_FORM_FIELD]: formId = "",
      [POSTED_KEY_FIELD]: postedKey = "",
      ...fields
    } = posted;
    const form = forms.get(formId);
    if (!form) return null;
    const key = postKey(formId, postedKey, fields, context);
    const values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !NOT_ECHOED.has(name)),
    );
    // A rejected post's page carries its key: sent again from there, it is still this post.
    const rejected = { formId, values, key };
    // Scoped to the form and keyed, so no key a client sends to the JSON API can be this one.
    const leadKey = `post-${keyed("post", formId, key)}`;
    let outcome = await submitLead(form, fields, { ...context, idempotencyKey: leadKey, logger });
    if (outcome.kind === "conflict") {
      // Only a key made with this node's secret can collide: never drop the lead over it.
      logger.warn({ form: formId }, "form post key already used by another form");
      outcome = await submitLead(form, fields, { ...context, idempotencyKey: null, logger });
    }
    switch (outcome.kind) {
      case "invalid":
        return { kind: "invalid", ...rejected, errors: outcome.errors };
      case "stored":
        return {
          kind: "stored",
          confirmation: confirmationPath(context.sourcePage ?? "/", form, outcome.values),
        };
      default:
        return { kind: "failed", ...rejected };
    }
  };
}

export type FormPostIntake = ReturnType<typeof createFormPostIntake>;
