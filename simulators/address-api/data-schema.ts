import { z } from "zod";
import { providerKeySchema } from "../../domain/address/address-schema";
import { STATES, STREET_TYPES } from "../../domain/address/manual-address";
import { providerQualificationSchema } from "../../domain/qualification/sq-summary-schema";

/**
 * The stand-in's data set (simulators/address-api/data/*.json): G-NAF-like addresses with the
 * providers that reach each one, and nbn's qualification of every nbn location.
 */
export const addressRecordSchema = z.strictObject({
  /** G-NAF address id: GA + state code padded to 3 + 9 digits. */
  id: z.string().regex(/^GA(NSW|VIC|QLD|WA_|SA_|TAS|ACT|NT_)\d{9}$/),
  flat: z
    .strictObject({ type: z.enum(["Unit", "Suite", "Shop", "Level"]), number: z.string() })
    .nullable(),
  number: z.string().regex(/^\d+[A-Z]?$/),
  streetName: z.string().min(1),
  streetType: z.enum(STREET_TYPES),
  locality: z.string().min(1),
  state: z.enum(STATES),
  postcode: z.string().regex(/^\d{4}$/),
  formattedAddress: z.string().min(1),
  /** footprint: in the address API's own data; api: found through the providers' live APIs. */
  sources: z.array(z.enum(["footprint", "api"])).min(1),
  providers: z
    .array(
      z.strictObject({ name: providerKeySchema, locationId: z.string().regex(/^[A-Z]{3}\d{12}$/) }),
    )
    .min(1),
});

export const qualificationRecordSchema = providerQualificationSchema
  .omit({ locationId: true })
  .extend({ availablePlanCategories: z.array(z.string()) })
  .strict();

export const addressDataSchema = z.array(addressRecordSchema);
export const qualificationDataSchema = z.record(
  z.string().regex(/^LOC\d{12}$/),
  qualificationRecordSchema,
);

export type AddressRecord = z.infer<typeof addressRecordSchema>;
export type QualificationRecord = z.infer<typeof qualificationRecordSchema>;
