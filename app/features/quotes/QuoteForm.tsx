import { useState } from "react";
import { API } from "@domain/api/contracts";
import { formatDayMonthYear } from "@domain/format/date";
import { MAX_LENGTH } from "@domain/forms/fields";
import { quoteForm, type QuoteReceipt } from "@domain/quotes/quote-form";
import { api } from "~/lib/api";
import { Honeypot, TextField } from "../lead-forms/fields";
import { IdentityField } from "../lead-forms/IdentityField";
import { LeadFormFrame } from "../lead-forms/LeadFormFrame";
import { pushLeadEvent } from "../lead-forms/lead-analytics";
import { PrivacyNote } from "../lead-forms/PrivacyNote";
import { useLeadForm, type FormValues } from "../lead-forms/use-lead-form";

interface QuoteFormProps {
  /** The journey's choices as the quote form sends them (never a price: ADR 0043). */
  choices: FormValues;
}

/**
 * Emails the journey's figures as a quote (ADR 0043): who it is for, then the quote the server
 * worked out, on its way to their inbox with its PDF, and its link at once, to forward, print or
 * come back to while it is valid. The journey remounts it when its choices change, so a link
 * never stands for other figures.
 */
export function QuoteForm({ choices }: QuoteFormProps) {
  const [receipt, setReceipt] = useState<{ quote: QuoteReceipt; email: string } | null>(null);
  const controller = useLeadForm({
    form: quoteForm,
    fixedValues: choices,
    delayMs: 0,
    // No idempotency key: a quote made twice is two quotes, and neither is retried blindly.
    send: async (body) => {
      const result = await api.post(API.quotes, body);
      if (result.ok) setReceipt({ quote: result.data, email: String(body.email) });
      return result;
    },
    onSent: (values) => pushLeadEvent("quote-saved", values, { journey: choices.journey ?? "" }),
  });
  const { field } = controller;
  return (
    <LeadFormFrame
      controller={controller}
      label="Email me this quote"
      submitLabel="Email my quote"
      successMessage={
        receipt ? `Quote ${receipt.quote.reference} is on its way to ${receipt.email}.` : undefined
      }
      afterSuccess={
        receipt ? (
          <p className="text-lg">
            The PDF is attached to the email. You can also{" "}
            <a
              href={receipt.quote.url}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              open quote {receipt.quote.reference}
            </a>{" "}
            now to print it or send its link to whoever approves the spend. Its prices hold until{" "}
            {formatDayMonthYear(receipt.quote.validUntil)}.
          </p>
        ) : null
      }
      footnote={<PrivacyNote />}
    >
      <div className="grid gap-x-6 md:grid-cols-2">
        <IdentityField name="first_name" field={field} />
        <IdentityField name="last_name" field={field} />
        <TextField
          field={field("business_name")}
          label="Business name"
          maxLength={MAX_LENGTH.company}
          autoComplete="organization"
        />
        <IdentityField name="email" field={field} />
        <TextField
          field={field("phone")}
          label="Phone"
          optional
          type="tel"
          maxLength={MAX_LENGTH.phone}
          autoComplete="tel"
        />
      </div>
      <Honeypot field={field("dob")} />
    </LeadFormFrame>
  );
}
