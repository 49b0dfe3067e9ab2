import { parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useLocation } from "react-router";
import { AGENT_TOKEN_FIELD } from "@domain/agent/agent-token";
import { leadEndpoint } from "@domain/api/contracts";
import {
  confirmedOutcome,
  POSTED_FORM_FIELD,
  POSTED_KEY_FIELD,
  postedOutcomeFor,
} from "@domain/forms/form-post";
import {
  validateLeadForm,
  type LeadFormDefinition,
  type LeadFormInput,
} from "@domain/forms/lead-form";
import type { FieldErrors } from "@domain/validation/field-errors";
import { TRACKING_PARAMS, useAgentSession } from "~/lib/agent-session";
import { api, prepareCsrfToken, type ApiResult } from "~/lib/api";
import { whenIdle } from "~/lib/when-idle";
import { reportError } from "~/lib/monitoring";
import { readStorage, removeStorage } from "~/lib/storage";
import { isIdentityField, storageKey, useSavedValues } from "./saved-values";

/**
 * The one form engine behind every lead form (docs/product.md §A3 to §A5, ADR 0010, ADR 0030):
 * Conform keeps the fields (the browser's own inputs, so text typed before the script started
 * stays) and checks them with the form's zod schema, the one the server checks with; this hook
 * adds what Conform leaves to the product: values saved for the visit, the submit sequence (rows
 * hide, loader, the form's delay, the request), the server's 422 on the fields, and any other
 * failure as the generic error panel, reported.
 */

export type FormValues = Record<string, string>;
export type FormStatus = "editing" | "sending" | "sent" | "failed";

export interface LeadFormOptions<F extends LeadFormDefinition> {
  form: F;
  /** Fields that do not start empty (a toggle's default choice). */
  defaultValues?: FormValues;
  /** docs/product.md §A9: the pause between submit and request. */
  delayMs: number;
  /** Values a field starts with when the visitor has saved nothing for it (the address the nbn
   * page qualified). */
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

/** Conform's own submissions (a field checked again as it changes), not the visitor's. */
const CONFORM_INTENT = "__intent__";
/** Sent with the form for a post without script, but not the lead's fields. */
const POST_ONLY = new Set<string>([POSTED_FORM_FIELD, POSTED_KEY_FIELD]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The form's fields as its POST takes them: the posted-only fields out, tracking tags in. */
function leadFields(formData: FormData, tracked: FormValues): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of formData) {
    if (!POST_ONLY.has(name) && typeof value === "string") fields.append(name, value);
  }
  for (const [name, value] of Object.entries(tracked)) fields.set(name, value);
  return fields;
}

/** The tracking tags copied from the URL into the visit (docs/product.md §A3). */
function trackedValues(): FormValues {
  return Object.fromEntries(
    TRACKING_PARAMS.flatMap((key) => {
      const value = readStorage("session", key);
      return value ? [[key, value]] : [];
    }),
  );
}

export function useLeadForm<F extends LeadFormDefinition>({
  form,
  defaultValues,
  prefill,
  delayMs,
  fixedValues = {},
  clearOnSuccess = false,
  returnAfterMs,
  onSent,
  send,
}: LeadFormOptions<F>) {
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
  // The values the page is rendered with: a rejected post's, else a confirmation's, else the
  // form's defaults. Saved values and the prefill arrive after hydration (useSavedValues).
  const [defaultValue] = useState<FormValues>(() => ({ ...defaultValues, ...posted?.values }));
  const [status, setStatus] = useState<FormStatus>(
    posted?.kind === "sent" ? "sent" : posted?.kind === "failed" ? "failed" : "editing",
  );
  const rejectedPost = posted?.kind === "invalid" ? posted : null;
  // The server's last 422, handed to Conform, which shows it on the fields and focuses the first.
  const [serverResult, setServerResult] = useState<SubmissionResult<string[]> | undefined>(
    rejectedPost ? { status: "error", error: rejectedPost.errors } : undefined,
  );
  // Whether the errors shown are the server's answer (a 422) rather than the browser's check.
  const [rejectedByServer, setRejectedByServer] = useState(rejectedPost !== null);
  // Bumped on each failed try so the summary is announced again.
  const [errorRound, setErrorRound] = useState(rejectedPost ? 1 : 0);
  // One key per body: the same values sent again are recognised by the server as one lead.
  const lastSent = useRef<{ body: string; key: string } | null>(null);
  // Set by a submission the schema passed, read by the submit handler just after.
  const accepted = useRef(false);
  const sending = useRef(false);

  const [conform, fields] = useForm<FormValues, FormValues, string[]>({
    id: useId(),
    defaultValue,
    lastResult: serverResult,
    shouldValidate: "onSubmit",
    // A field in error is checked again as the visitor changes it, so its message goes (or
    // changes) with what they type.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      // The server's own check (validateLeadForm: the form's zod schema) on the strings the
      // server will get.
      parse(leadFields(formData, trackedValues()), {
        resolve: (payload) => {
          const checked = validateLeadForm(form, payload);
          return checked.ok ? { value: checked.value as FormValues } : { error: checked.errors };
        },
      }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      accepted.current = true;
      void deliver(Object.fromEntries(leadFields(formData, trackedValues())));
    },
  });
  const formRef = useSavedValues(prefill, posted !== null);

  // Asked for once the browser is idle: a press that hydrates the form while the page starts
  // does not wait for the cookie and the request (ADR 0047). A post asks for it anyway.
  useEffect(() => whenIdle(() => void prepareCsrfToken()), []);

  useEffect(() => {
    // A post rejected before the script started: focus its first field in error, as a
    // rejection seen by the script does.
    if (rejectedPost) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [rejectedPost, formRef]);

  useEffect(() => {
    if (status !== "sent" || !returnAfterMs) return;
    const timer = setTimeout(() => setStatus("editing"), returnAfterMs);
    return () => clearTimeout(timer);
  }, [status, returnAfterMs]);

  async function deliver(body: FormValues) {
    if (sending.current) return;
    sending.current = true;
    setStatus("sending");
    const json = JSON.stringify(body);
    if (lastSent.current?.body !== json)
      lastSent.current = { body: json, key: crypto.randomUUID() };
    const { key } = lastSent.current;
    await wait(delayMs);
    // It passed the form's schema just now, so it is what the form's POST takes.
    const input = body as LeadFormInput<F>;
    const result = send
      ? await send(input, key)
      : await api.post(leadEndpoint(form), input, { idempotencyKey: key });
    sending.current = false;
    if (result.ok) {
      lastSent.current = null;
      setStatus("sent");
      if (clearOnSuccess) {
        formRef.current?.reset();
        for (const name of Object.keys(body))
          if (!isIdentityField(name)) removeStorage("session", storageKey(name));
      }
      try {
        await onSent?.(body);
      } catch (error) {
        reportError(error, { form: form.id, stage: "analytics" });
      }
    } else if (result.kind === "validation") {
      setServerResult({ status: "error", error: result.errors });
      setRejectedByServer(true);
      setErrorRound((round) => round + 1);
      setStatus("editing");
    } else {
      setStatus("failed");
      reportError(result.error, { form: form.id, status: result.status });
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === CONFORM_INTENT) {
      conform.onSubmit(event);
      return;
    }
    if (sending.current) {
      event.preventDefault();
      return;
    }
    accepted.current = false;
    conform.onSubmit(event);
    if (!accepted.current) {
      // The browser's check failed: Conform shows the errors and focuses the first.
      setRejectedByServer(false);
      setErrorRound((round) => round + 1);
    }
  }

  const errors: FieldErrors = Object.fromEntries(
    Object.entries(conform.allErrors).map(([name, messages]) => [name || "request", messages]),
  );

  /** What one field's control needs: its id, name, starting value, error, and Conform's key. */
  function field(name: string) {
    const meta = fields[name];
    // Conform answers for any name; the index type cannot say so.
    if (!meta) throw new Error(`No field ${name}`);
    return {
      id: meta.id,
      name,
      key: meta.key,
      defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : "",
      error: meta.errors?.[0],
    };
  }

  return {
    status,
    /** What the server made of this form posted before the script started, if it was. */
    posted,
    /** The <form>'s attributes: a real post to its page when no script has started yet. */
    formProps: {
      id: conform.id,
      ref: formRef,
      method: "post",
      noValidate: true,
      onSubmit: submit,
    } as const,
    /** Sent with the fields, as hidden inputs (the post without script reads them too). */
    hiddenValues: {
      [POSTED_FORM_FIELD]: form.id,
      [POSTED_KEY_FIELD]: posted && posted.kind !== "sent" ? posted.key : "",
      ...fixedValues,
      ...(agent?.token ? { [AGENT_TOKEN_FIELD]: agent.token } : {}),
    },
    errors,
    errorRound,
    rejectedByServer,
    field,
    /**
     * A field in error whose control changed without the visitor typing (a suggestion chosen)
     * is checked again, as typing would have.
     */
    checkAgain: (name: string) => {
      if (fields[name]?.errors) setTimeout(() => conform.validate({ name }));
    },
    /** Close the generic error panel and go back to the form, values intact. */
    dismissFailure: () => setStatus("editing"),
    /** Back to the form after success (partner: send another with the same details). */
    edit: () => setStatus("editing"),
  };
}

export type LeadFormController = ReturnType<typeof useLeadForm>;
export type FieldBinding = ReturnType<LeadFormController["field"]>;
