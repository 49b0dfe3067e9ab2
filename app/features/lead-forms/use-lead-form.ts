import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useActionData, useLocation } from "react-router";
import { AGENT_TOKEN_FIELD } from "@domain/agent/agent-token";
import {
  confirmedOutcome,
  POSTED_FORM_FIELD,
  POSTED_KEY_FIELD,
  postedOutcomeFor,
} from "@domain/forms/form-post";
import { firstFieldInError, type FieldErrors } from "@domain/validation/field-errors";
import { leadEndpoint } from "@domain/api/contracts";
import { canonicalFieldName } from "@domain/forms/fields";
import {
  validateLeadForm,
  type LeadFormDefinition,
  type LeadFormInput,
} from "@domain/forms/lead-form";
import { TRACKING_PARAMS, useAgentSession } from "~/lib/agent-session";
import { api, prepareCsrfToken, type ApiResult } from "~/lib/api";
import { reportError } from "~/lib/monitoring";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";

/**
 * The one form engine behind every lead form (docs/product.md §A3 to §A5, ADR 0010):
 * values kept in session storage on blur and prefilled from it, the browser's own check with
 * the server's schema, the submit sequence (rows hide, loader, the form's delay, the request),
 * 422 errors on their fields with focus on the first, and any other failure as the generic
 * error panel, reported.
 */

export type FormValues = Record<string, string>;
export type FormStatus = "editing" | "sending" | "sent" | "failed";

export interface LeadFormOptions<F extends LeadFormDefinition> {
  form: F;
  /** The visible fields in the order they appear: focus goes to the first in error. */
  fields: readonly string[];
  initialValues: FormValues;
  /** docs/product.md §A9: the pause between submit and request. */
  delayMs: number;
  /** Values a field starts with when the visitor has typed and saved nothing (the address
   * the nbn page qualified). */
  prefill?: FormValues;
  /** Values that go with every submission but are not fields (the register product). */
  fixedValues?: FormValues;
  /** Contact: fields clear after success. Partner: they stay. */
  clearOnSuccess?: boolean;
  /** Contact: the form view comes back this long after success. */
  returnAfterMs?: number;
  /** Runs after a successful submission (analytics). */
  onSent?: (values: FormValues) => void | Promise<void>;
  /** Replaces the one POST to the form's endpoint (the price checker validates first, then
   * saves its lead in the background and asks the carriers). */
  send?: SendForm<F>;
}

/** Sends a submission that passed the form's schema: the body is what its POST takes. */
export type SendForm<F extends LeadFormDefinition> = (
  body: LeadFormInput<F>,
  idempotencyKey: string,
) => Promise<ApiResult<unknown>>;

/**
 * Session storage key of a field's value; the same names share values across forms, and a
 * form's own spelling of a shared field (Flip to Fibre's firstName) files under the shared one.
 */
const storageKey = (field: string) => `lead:${canonicalFieldName(field)}`;
/** Where a saved value may come from when the field itself has none (spec: phone as mobile). */
const PREFILL_SOURCES: Record<string, string[]> = {
  mobile: ["mobile", "phone"],
  phone: ["phone", "mobile"],
};
/** Never saved: the honeypot, and free text that belongs to one enquiry. */
const NOT_SAVED = new Set(["dob", "description", "password"]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The values saved earlier for these fields, as JSON (a stable snapshot for React). */
function savedValuesJson(fields: readonly string[]): string {
  const saved: FormValues = {};
  for (const field of fields) {
    if (NOT_SAVED.has(field)) continue;
    for (const source of PREFILL_SOURCES[canonicalFieldName(field)] ?? [field]) {
      const value = readStorage("session", storageKey(source));
      if (value) {
        saved[field] = value;
        break;
      }
    }
  }
  return JSON.stringify(saved);
}
const subscribeNever = () => () => undefined;

export function useLeadForm<F extends LeadFormDefinition>({
  form,
  fields,
  initialValues,
  prefill,
  delayMs,
  fixedValues = {},
  clearOnSuccess = false,
  returnAfterMs,
  onSent,
  send,
}: LeadFormOptions<F>) {
  const formId = useId();
  const agent = useAgentSession();
  // The form posted before the script started, as the server answered it: the page again
  // when it was rejected, its confirmation URL when it was stored (ADR 0025, 0028).
  const actionData = useActionData();
  const { search } = useLocation();
  // Read once: it only seeds the form's first state, and the page later takes tracking tags
  // off the URL.
  const [posted] = useState(
    () =>
      postedOutcomeFor(actionData, form.id) ?? confirmedOutcome(new URLSearchParams(search), form),
  );
  // What the visitor typed; a field they have not touched shows its saved value, else its
  // initial one. Saved values are read after hydration (storage does not exist on the server).
  // A rejected post brings back every field as posted; a confirmation only what it carries.
  const [typed, setTyped] = useState<FormValues>(() => {
    if (!posted) return {};
    if (posted.kind === "sent") return { ...posted.values };
    return Object.fromEntries(
      Object.keys(initialValues).map((name) => [name, posted.values[name] ?? ""]),
    );
  });
  const savedJson = useSyncExternalStore(
    subscribeNever,
    () => savedValuesJson(fields),
    () => "{}",
  );
  const saved = useMemo(() => JSON.parse(savedJson) as FormValues, [savedJson]);
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(initialValues).map((name) => [
          name,
          typed[name] ?? saved[name] ?? prefill?.[name] ?? initialValues[name] ?? "",
        ]),
      ),
    [typed, saved, prefill, initialValues],
  );
  const rejectedPost = posted?.kind === "invalid" ? posted : null;
  const [errors, setErrors] = useState<FieldErrors>(rejectedPost?.errors ?? {});
  const [status, setStatus] = useState<FormStatus>(
    posted?.kind === "sent" ? "sent" : posted?.kind === "failed" ? "failed" : "editing",
  );
  // Whether the errors shown are the server's answer (a 422) rather than the browser's check.
  const [rejectedByServer, setRejectedByServer] = useState(rejectedPost !== null);
  // Bumped on each failed check so the summary is announced again and focus moves again.
  const [errorRound, setErrorRound] = useState(rejectedPost ? 1 : 0);
  // One key per submission: a resend of the same values is recognised by the server.
  const idempotencyKey = useRef<string | null>(null);

  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId]);

  useEffect(() => {
    void prepareCsrfToken();
  }, []);

  useEffect(() => {
    if (errorRound === 0) return;
    const first = firstFieldInError(fields, errors);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errorRound, errors, fields, fieldId]);

  useEffect(() => {
    if (status !== "sent" || !returnAfterMs) return;
    const timer = setTimeout(() => setStatus("editing"), returnAfterMs);
    return () => clearTimeout(timer);
  }, [status, returnAfterMs]);

  const setValue = useCallback((name: string, value: string) => {
    idempotencyKey.current = null;
    setTyped((current) => ({ ...current, [name]: value }));
    // An error goes once the visitor changes what it was about.
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const saveValue = useCallback((name: string, value: string) => {
    if (!NOT_SAVED.has(name)) writeStorage("session", storageKey(name), value);
  }, []);

  function showErrors(found: FieldErrors, fromServer: boolean) {
    setErrors(found);
    setRejectedByServer(fromServer);
    setErrorRound((round) => round + 1);
    setStatus("editing");
  }

  function payload(): Record<string, string> {
    const body: Record<string, string> = { ...values, ...fixedValues, dob: values.dob ?? "" };
    for (const key of TRACKING_PARAMS) {
      const tracked = readStorage("session", key);
      if (tracked) body[key] = tracked;
    }
    if (agent?.token) body[AGENT_TOKEN_FIELD] = agent.token;
    return body;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const body = payload();
    const checked = validateLeadForm(form, body);
    if (!checked.ok) {
      showErrors(checked.errors, false);
      return;
    }
    // It passed the form's schema just now, so it is what the form's POST takes.
    const input = body as LeadFormInput<F>;
    setErrors({});
    setStatus("sending");
    const key = (idempotencyKey.current ??= crypto.randomUUID());
    await wait(delayMs);
    const result = send
      ? await send(input, key)
      : await api.post(leadEndpoint(form), input, { idempotencyKey: key });
    if (result.ok) {
      idempotencyKey.current = null;
      setStatus("sent");
      if (clearOnSuccess) {
        setTyped(initialValues);
        for (const field of fields)
          if (!isIdentity(field)) removeStorage("session", storageKey(field));
      }
      try {
        await onSent?.(values);
      } catch (error) {
        reportError(error, { form: form.id, stage: "analytics" });
      }
    } else if (result.kind === "validation") {
      showErrors(result.errors, true);
    } else {
      setStatus("failed");
      reportError(result.error, { form: form.id, status: result.status });
    }
  }

  /** Props for one field's control: value, change, blur (saves it), id and its error. */
  function field(name: string) {
    return {
      id: fieldId(name),
      name,
      value: values[name] ?? "",
      error: errors[name]?.[0],
      onChange: (value: string) => setValue(name, value),
      onBlur: () => saveValue(name, values[name] ?? ""),
    };
  }

  return {
    status,
    /** What the server made of this form posted before the script started, if it was. */
    posted,
    /** The <form>'s attributes: a real post to its page when no script has started yet. */
    formProps: { method: "post", noValidate: true, onSubmit: submit } as const,
    /** Sent with the fields, as hidden inputs for a post without script. */
    hiddenValues: {
      [POSTED_FORM_FIELD]: form.id,
      [POSTED_KEY_FIELD]: posted && posted.kind !== "sent" ? posted.key : "",
      ...fixedValues,
    },
    errors,
    errorRound,
    rejectedByServer,
    agentToken: agent?.token ?? null,
    field,
    submit,
    /** Close the generic error panel and go back to the form, values intact. */
    dismissFailure: () => setStatus("editing"),
    /** Back to the form after success (partner: send another with the same details). */
    edit: () => setStatus("editing"),
  };
}

export type LeadFormController = ReturnType<typeof useLeadForm>;
export type FieldBinding = ReturnType<LeadFormController["field"]>;

function isIdentity(field: string): boolean {
  return ["first_name", "last_name", "company", "email", "phone", "mobile"].includes(
    canonicalFieldName(field),
  );
}
