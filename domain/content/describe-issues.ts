import type { z } from "zod";

/** "mainItems.internet.children.0.url: must be a site path" - names the field, not just the file. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return `${path || "(root)"}: ${issue.message}`;
  });
}
