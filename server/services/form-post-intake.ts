import { createHash, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { LEAD_FORMS } from "../../domain/forms/index";
import {
  confirmationPath,
  POSTED_FORM_FIELD,
  POSTED_KEY_FIELD,
  type FormPostResult,
} from "../../domain/forms/form-post";
import { validateLeadForm } from "../../domain/forms/lead-form";
import { describeStorageError } from "../db/storage-errors";
import { IdempotencyConflict, type LeadContext, type LeadIntake } from "./lead-intake";

/** Never sent back into the page: the honeypot. */
const NOT_ECHOED = new Set(["dob"]);
/** A key the page was given (see rejected below); anything else counts as no key. */
const POSTED_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A URL-encoded body's single-valued fields (a repeated name counts as missing). */
function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The lead's idempotency key, scoped to its form. The cached page cannot hold a key of its own
 * for each visitor, so a post without one is keyed by what it says, who sent it and the day:
 * the same post sent twice (a double click, back and send again) is one lead (ADR 0028).
 */
function leadKey(
  formId: string,
  postedKey: string | null,
  fields: Record<string, string>,
  clientAddress: string | undefined,
  now: number,
): string {
  const identity = postedKey
    ? [formId, postedKey]
    : [formId, clientAddress ?? "", Math.floor(now / DAY_MS), Object.entries(fields).sort()];
  return `post-${createHash("sha256").update(JSON.stringify(identity)).digest("base64url")}`;
}

/**
 * A lead form posted without script (ADR 0025, 0028): the form named by its hidden `_form`
 * field, checked with the same schema as POST /api/{endpoint} and stored by the same intake.
 * Null when the post names no lead form.
 */
export function createFormPostIntake(acceptLead: LeadIntake, now: () => number = Date.now) {
  const forms = new Map(LEAD_FORMS.map((form) => [form.id, form]));
  return async function acceptFormPost(
    body: unknown,
    context: Omit<LeadContext, "idempotencyKey">,
    logger: Logger,
  ): Promise<FormPostResult | null> {
    const {
      [POSTED_FORM_FIELD]: formId = "",
      [POSTED_KEY_FIELD]: posted = "",
      ...fields
    } = stringFields(body);
    const form = forms.get(formId);
    if (!form) return null;
    const postedKey = POSTED_KEY.test(posted) ? posted : null;
    const values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !NOT_ECHOED.has(name)),
    );
    // The page answered for a rejected post carries the key its next post is sent with.
    const rejected = { formId, values, key: postedKey ?? randomUUID() };
    const checked = validateLeadForm(form, fields);
    if (!checked.ok) return { kind: "invalid", ...rejected, errors: checked.errors };
    const lead = checked.value as Record<string, unknown>;
    const idempotencyKey = leadKey(formId, postedKey, fields, context.clientAddress, now());
    try {
      await acceptLead(formId, lead, { ...context, idempotencyKey });
      return {
        kind: "stored",
        confirmation: confirmationPath(context.sourcePage ?? "/", form, lead),
      };
    } catch (error) {
      if (error instanceof IdempotencyConflict) {
        // A key another form used: the client's doing, not a fault of ours.
        logger.warn({ form: formId }, "form post reused another form's idempotency key");
      } else {
        logger.error(
          { err: error, form: formId, cause: describeStorageError(error) },
          "lead could not be stored",
        );
      }
      return { kind: "failed", ...rejected };
    }
  };
}

export type FormPostIntake = ReturnType<typeof createFormPostIntake>;
