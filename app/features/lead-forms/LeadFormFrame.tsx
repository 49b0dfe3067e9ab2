import { SUCCESS_MESSAGE } from "@domain/forms/messages";
import { GenericErrorPanel } from "~/components/ui/GenericErrorPanel";
import { Spinner } from "~/components/ui/Spinner";
import { ErrorSummary } from "./ErrorSummary";
import { HiddenValues } from "./fields";
import type { LeadFormController } from "./use-lead-form";

interface LeadFormFrameProps {
  controller: LeadFormController;
  /** Names the form for assistive technology. */
  label: string;
  submitLabel: string;
  /** The form's rows: hidden (not removed) while sending and after success. */
  children: React.ReactNode;
  /** Shown under the success message (the wireless plans, "send another"). */
  afterSuccess?: React.ReactNode;
  /** Replaces the default success message (the wireless form's own wording). */
  successMessage?: string;
  /** Small print under the button (privacy). */
  footnote?: React.ReactNode;
  /**
   * Flip to Fibre (docs/product.md §B8): a failure lists the server's errors with this call-us
   * line, in place of the generic error panel's wording.
   */
  callUsMessage?: string;
  /** A Close button under the success message, and what it does. */
  onCloseSuccess?: () => void;
}

/**
 * What every lead form looks like around its fields: the error summary (announced, and
 * announced again on each failed try), the rows and button, the loader while sending, the
 * success message, and the generic error panel.
 */
export function LeadFormFrame({
  controller,
  label,
  submitLabel,
  children,
  afterSuccess,
  successMessage = SUCCESS_MESSAGE,
  footnote,
  callUsMessage,
  onCloseSuccess,
}: LeadFormFrameProps) {
  const { status, errors, errorRound, rejectedByServer, formProps, hiddenValues } = controller;

  return (
    <form {...formProps} aria-label={label} className="relative">
      <HiddenValues values={hiddenValues} />
      <ErrorSummary
        errors={errors}
        errorRound={errorRound}
        callUs={callUsMessage && rejectedByServer ? callUsMessage : undefined}
      />

      <div hidden={status !== "editing"}>
        {children}
        <button
          type="submit"
          className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-8 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {submitLabel}
        </button>
        {footnote ? <div className="mt-4 text-sm text-muted">{footnote}</div> : null}
      </div>

      <div role="status">
        {status === "sending" ? (
          <p className="flex items-center gap-3 py-6 text-lg font-semibold text-brand-900">
            <Spinner label="" /> Sending your details…
          </p>
        ) : null}
        {status === "sent" ? (
          <p className="animate-success-in py-6 text-xl font-semibold text-accent-600">
            {successMessage}
          </p>
        ) : null}
      </div>
      {status === "sent" && onCloseSuccess ? (
        <button
          type="button"
          onClick={onCloseSuccess}
          className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-600 px-8 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Close
        </button>
      ) : null}
      {status === "sent" ? afterSuccess : null}
      {status === "failed" ? (
        <GenericErrorPanel
          onClose={controller.dismissFailure}
          lines={callUsMessage ? [callUsMessage] : undefined}
        />
      ) : null}
    </form>
  );
}
