import { z } from "zod";

/** Internal links are site paths; external ones must be https. */
export const linkUrlSchema = z
  .string()
  .min(1)
  .refine((url) => url.startsWith("/") || url.startsWith("https://"), {
    message: "must be a site path starting with / or an https:// address",
  });

export const navChildSchema = z.strictObject({
  title: z.string().min(1),
  url: linkUrlSchema,
});

export const navItemSchema = z.strictObject({
  title: z.string().min(1),
  url: linkUrlSchema,
  children: z.array(navChildSchema),
});

/** content/nav.json and the body of GET /api/nav. */
export const navSchema = z.strictObject({
  mainItems: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), navItemSchema),
});

export type NavChild = z.infer<typeof navChildSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type Nav = z.infer<typeof navSchema>;
