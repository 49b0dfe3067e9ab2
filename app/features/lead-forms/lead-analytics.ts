import { hashIdentity } from "@domain/analytics/identity-hash";
import { pushDataLayer } from "~/lib/analytics";
import type { FormValues } from "./use-lead-form";

/**
 * Spec 000 section 1: after a successful submission, an event with the visitor's identity as
 * SHA-256 hashes of the normalised values; raw values never reach the data layer.
 */
export async function pushLeadEvent(
  event: string,
  values: FormValues,
  extra: Record<string, string> = {},
): Promise<void> {
  const hashed = await hashIdentity({
    firstName: values.first_name,
    lastName: values.last_name,
    email: values.email,
    phone: values.phone || values.mobile,
  });
  pushDataLayer({ event, ...hashed, ...extra });
}
