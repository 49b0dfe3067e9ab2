import { z } from "zod";

/**
 * The service-qualification gateway's answer (docs/product.md §B3): one entry per provider
 * (only nbn's is used), the plan categories available at the address and the providers in
 * order of preference. Server and stand-in only: the browser imports the types, never zod.
 */
const isoDate = z.iso.date();

export const providerQualificationSchema = z.object({
  serviceClass: z.number().int().min(0).max(99),
  newDevelopmentsChargeApplies: z.boolean(),
  technologyShortCode: z.string().max(40).optional(),
  technology: z.string().max(80).optional(),
  locationId: z.string().min(1).max(64),
  /** nbn's technology-change plan: planned (no date yet) or ready (orderable from the date). */
  alternativeTechnologyDetails: z
    .object({ readyStatus: z.enum(["planned", "ready"]), readyDate: isoDate.nullable() })
    .nullable()
    .optional(),
  readyDate: isoDate.nullable(),
  maximumDownloadSpeed: z.number().int().min(0).max(10_000).nullable().optional(),
  campaigns: z.array(z.string().max(60)).max(20).default([]),
  activeService: z.boolean(),
});

export const sqAnswerSchema = z.object({
  sqSummary: z.object({
    nbn: providerQualificationSchema.optional(),
    availablePlanCategories: z.array(z.string().max(60)).max(20),
    priority: z.array(z.string().max(20)).max(10),
  }),
});

export type ProviderQualification = z.infer<typeof providerQualificationSchema>;
export type SqSummary = z.infer<typeof sqAnswerSchema>["sqSummary"];
export type SqAnswer = z.infer<typeof sqAnswerSchema>;
