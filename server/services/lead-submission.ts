import { reportServerError } from "../../platform/error-reporting";
import type { Logger } from "pino";
import { LEAD_FORMS } from "../../domain/forms/index";
import { validateLeadForm, type LeadFormDefinition } from "../../domain/forms/lead-form";
import type { FieldErrors } from "../../domain/validation/field-errors";
import { describeStorageError } from "../db/storage-errors";
import {
  IdempotencyConflict,
  type LeadAnswer,
  type LeadContext,
  type LeadIntake,
} from "./lead-intake";

/** Where a lead came from, and the request's logger. */
export interface SubmissionContext extends LeadContext {
  logger: Logger;
}

/** What became of a submitted lead form; each way in answers it in its own terms. */
export type LeadSubmissionOutcome =
  /** Not valid: the errors keyed by field; nothing stored. */
  | { kind: "invalid"; errors: FieldErrors }
  /** Stored (or an earlier submission with the same key was): its answer, and the checked values. */
  | { kind: "stored"; answer: LeadAnswer; values: Record<string, unknown> }
  /** The idempotency key was already used for another form; nothing stored. */
  | { kind: "conflict" }
  /** Storage failed (logged and reported): nothing was acknowledged, it can be sent again. */
  | { kind: "failed" };

export interface LeadSubmissionDependencies {
  acceptLead: LeadIntake;
}

/**
 * The one pipeline of a lead, however it arrives (POST /api/{endpoint}, or a page's form
 * posted without script): the form's schema (the browser runs the same one), then the durable
 * intake. A storage failure is logged with its cause in plain words and reported here, once.
 */
export function createLeadSubmission({ acceptLead }: LeadSubmissionDependencies) {
  const forms = new Map<string, LeadFormDefinition>(LEAD_FORMS.map((form) => [form.id, form]));

  return async function submitLead(
    form: LeadFormDefinition | string,
    fields: unknown,
    { logger, ...context }: SubmissionContext,
  ): Promise<LeadSubmissionOutcome> {
    const definition = typeof form === "string" ? forms.get(form) : form;
    if (!definition) throw new Error(`No lead form is called "${String(form)}".`);
    const checked = validateLeadForm(definition, fields);
    if (!checked.ok) return { kind: "invalid", errors: checked.errors };
    const values = checked.value as Record<string, unknown>;
    try {
      const answer = await acceptLead(definition.id, values, context);
      return { kind: "stored", answer, values };
    } catch (error) {
      if (error instanceof IdempotencyConflict) return { kind: "conflict" };
      logger.error(
        { err: error, form: definition.id, cause: describeStorageError(error) },
        "lead could not be stored",
      );
      reportServerError(error);
      return { kind: "failed" };
    }
  };
}

export type LeadSubmitter = ReturnType<typeof createLeadSubmission>;
