import type { Logger } from "pino";
import { LEAD_FORMS } from "../../domain/forms/index";
import { POSTED_FORM_FIELD, type FormPostOutcome } from "../../domain/forms/form-post";
import { validateLeadForm } from "../../domain/forms/lead-form";
import { describeStorageError } from "../db/storage-errors";
import type { LeadContext, LeadIntake } from "./lead-intake";

/** Never sent back into the page: the honeypot. */
const NOT_ECHOED = new Set(["dob"]);

/** A URL-encoded body's single-valued fields (a repeated name counts as missing). */
function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== "object" || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * A lead form posted without script (ADR 0025): the form named by its hidden `_form` field,
 * checked with the same schema as POST /api/{endpoint} and stored by the same intake. Null
 * when the post names no lead form.
 */
export function createFormPostIntake(acceptLead: LeadIntake) {
  const forms = new Map(LEAD_FORMS.map((form) => [form.id, form]));
  return async function acceptFormPost(
    body: unknown,
    context: LeadContext,
    logger: Logger,
  ): Promise<FormPostOutcome | null> {
    const { [POSTED_FORM_FIELD]: formId = "", ...fields } = stringFields(body);
    const form = forms.get(formId);
    if (!form) return null;
    const values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !NOT_ECHOED.has(name)),
    );
    const checked = validateLeadForm(form, fields);
    if (!checked.ok) return { kind: "invalid", formId, values, errors: checked.errors };
    try {
      await acceptLead(formId, checked.value as Record<string, unknown>, context);
      return { kind: "sent", formId, values };
    } catch (error) {
      logger.error(
        { err: error, form: formId, cause: describeStorageError(error) },
        "lead could not be stored",
      );
      return { kind: "failed", formId, values };
    }
  };
}

export type FormPostIntake = ReturnType<typeof createFormPostIntake>;
