import { hashIdentity } from "@domain/analytics/identity-hash";
import { canonicalFieldName } from "@domain/forms/fields";
import { pushDataLayer } from "~/lib/analytics";
import type { FormValues } from "./use-lead-form";

/**
 * docs/product.md §A1: after a successful submission, an event with the visitor's identity as
 * SHA-256 hashes of the normalised values; raw values never reach the data layer.
 */
export async function pushLeadEvent(
  event: string,
  values: FormValues,
  extra: Record<string, string> = {},
): Promise<void> {
  const shared = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [canonicalFieldName(name), value]),
  );
  const hashed = await hashIdentity({
    firstName: shared.first_name,
    lastName: shared.last_name,
    email: shared.email,
    phone: shared.phone || shared.mobile,
  });
  pushDataLayer({ event, ...hashed, ...extra });
}
