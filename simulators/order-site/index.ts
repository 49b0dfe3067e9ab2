import { Router } from "express";
import { jwtVerify } from "jose";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { AGENT_TOKEN_FIELD } from "../../domain/agent/agent-token";
import { openHandoff, HandoffSealError, type SealedHandoff } from "../../domain/order/handoff-seal";
import { CONTENT_FILES } from "../../domain/content/registry";
import type { Plan } from "../../domain/plans/plan-schema";
import { allowedDownloadSpeed, offeredPlans, upgradePlans } from "../../domain/plans/plan-rules";
import {
  isServiceClass,
  UPGRADEABLE_CLASSES,
  upgradePremises,
} from "../../domain/qualification/service-class";
import type { Simulator } from "../simulator";

/**
 * The external order site: it receives the hand-off as a browser GET, checks every field,
 * opens the sealed address, verifies an agent's token, and shows the order it received so a
 * journey can be walked end to end. Everything it prints is escaped.
 */
const flag = z.enum(["0", "1"]);
const tracking = z.string().max(255).optional();

const serviceClass = z
  .string()
  .regex(/^\d{1,2}$/)
  .refine((value) => isServiceClass(Number(value)), "not an nbn service class");
const planId = z.string().regex(/^[A-Z0-9-]{3,40}$/, "not a plan id");
const sqAddress = z.string().min(1).max(2000);
const trackingAndAgent = {
  conversation_id: tracking,
  utm_source: tracking,
  [AGENT_TOKEN_FIELD]: z.string().max(4000).optional(),
};

/** docs/product.md §B3, small-business nbn: the fixed values must be exactly these. */
const nbnOrderSchema = z.strictObject({
  plan_id: planId,
  contract_term: z.literal("1"),
  unlimited_phone: flag,
  payg_phone: z.literal("0"),
  modem: flag,
  hs: z.literal("trial"),
  extender: flag,
  fdclid: z.literal(""),
  sq_address: sqAddress,
  service_class: serviceClass,
  new_dev: z.literal("0"),
  type: z.literal("broadband"),
  technology: z.literal("nbn"),
  smb: z.literal("1"),
  active_service: flag,
  service_location_id: z.string().regex(/^[A-Z]{3}\d{12}$/, "not a location id"),
  ...trackingAndAgent,
});

/** docs/product.md §B3, Flip to Fibre: flip=1, a 12-month term, the interim plan and extenders. */
const flipOrderSchema = z.strictObject({
  type: z.literal("broadband"),
  technology: z.literal("fibre"),
  sq_address: sqAddress,
  service_class: serviceClass.refine(
    (value) => UPGRADEABLE_CLASSES.includes(Number(value)),
    "not a class the fibre upgrade covers",
  ),
  flip: z.literal("1"),
  interim_plan: z.enum(["50", "100"]),
  plan_id: planId,
  contract_term: z.literal("12"),
  unlimited_phone: flag,
  payg_phone: flag,
  modem: flag,
  hs: z.literal("trial"),
  extender: z.string().regex(/^\d$/, "not an extender quantity"),
  fdclid: z.literal(""),
  new_dev: flag,
  smb: z.literal("1"),
  ...trackingAndAgent,
});

type Order = z.infer<typeof nbnOrderSchema> | z.infer<typeof flipOrderSchema>;

/**
 * What the order site checks against the sealed qualification: the location and class the
 * order names are the ones qualified, and the plan is one that class (and line) can have, on the journey it
 * came from. Problems as lines for the refusal page; none when the order stands.
 */
export function orderProblems(order: Order, sealed: SealedHandoff, catalogue: Plan[]): string[] {
  const problems: string[] = [];
  // The nbn order names its location beside the seal: the real order site refuses any other.
  if ("service_location_id" in order && order.service_location_id !== sealed.locationId) {
    problems.push(
      `service_location_id: ${order.service_location_id} is not the location the address was qualified at`,
    );
  }
  if (Number(order.service_class) !== sealed.serviceClass) {
    problems.push(
      `service_class: ${order.service_class} is not the class the address was qualified at (${sealed.serviceClass})`,
    );
  }
  const allowed =
    order.technology === "fibre"
      ? upgradePlans(catalogue, upgradePremises(sealed.serviceClass))
      : offeredPlans(catalogue, allowedDownloadSpeed(sealed.serviceClass, sealed.maxSpeed));
  if (!allowed.some((plan) => plan.id === order.plan_id)) {
    problems.push(`plan_id: ${order.plan_id} is not a plan this address can order`);
  }
  return problems;
}

/** The plans the order site sells: the site's catalogue file, read as the site reads it. */
function loadCatalogue(contentDir: string): Plan[] {
  const { file, schema } = CONTENT_FILES.nbnPlans;
  return schema.parse(JSON.parse(readFileSync(join(contentDir, file), "utf8")))["no-contract"];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | Order site (stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:48rem;padding:0 1rem;color:#0f1b2d}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccd;padding:.4rem;text-align:left;vertical-align:top}
th{font-family:monospace;font-weight:600;white-space:nowrap}.bad{color:#b42318}
</style>
</head>
<body>
<p>Order site stand-in (development and tests only)</p>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}

async function agentStatus(token: string | undefined, secret: string): Promise<string> {
  if (!token) return "No agent";
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
    });
    const name = typeof payload.name === "string" ? payload.name : "unnamed";
    const code = typeof payload.agent_code === "string" ? payload.agent_code : "no code";
    return `Verified: ${name} (${code})`;
  } catch (error) {
    return `Not verified: ${error instanceof Error ? error.message : "invalid token"}`;
  }
}

export const orderSiteSimulator: Simulator = {
  path: "/order-site",
  purpose:
    "order site: GET /order takes the small-business nbn and Flip to Fibre hand-offs and shows the order",
  router: ({ orderHandoffKey, agentTokenSecret, contentDir }) => {
    const catalogue = loadCatalogue(contentDir);
    const router = Router();
    router.get("/order", async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      // The journey is told by its technology: nbn, or fibre for Flip to Fibre.
      const schema = req.query.technology === "fibre" ? flipOrderSchema : nbnOrderSchema;
      const parsed = schema.safeParse(req.query);
      const problems = parsed.success
        ? []
        : parsed.error.issues.map(
            (issue) => `${issue.path.join(".") || "request"}: ${issue.message}`,
          );
      let sealed: SealedHandoff | null = null;
      if (parsed.success) {
        try {
          sealed = await openHandoff(parsed.data.sq_address, orderHandoffKey);
          problems.push(...orderProblems(parsed.data, sealed, catalogue));
        } catch (error) {
          if (!(error instanceof HandoffSealError)) throw error;
          problems.push(`sq_address: ${error.message}`);
        }
      }
      if (!parsed.success || sealed === null || problems.length > 0) {
        res
          .status(400)
          .type("html")
          .send(
            page(
              "The order was not accepted",
              `<ul class="bad">${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>`,
            ),
          );
        return;
      }
      const order: Order = parsed.data;
      const rows: [string, string][] = [
        ["Service address", sealed.address],
        ["Qualified at", `${sealed.locationId}, class ${sealed.serviceClass}`],
        ...Object.entries(order)
          .filter(([field]) => field !== AGENT_TOKEN_FIELD)
          .map(([field, value]): [string, string] => [field, value ?? ""]),
        ["Agent", await agentStatus(order[AGENT_TOKEN_FIELD], agentTokenSecret)],
      ];
      res
        .type("html")
        .send(
          page(
            "Order received",
            `<table><caption>The hand-off as received</caption><tbody>${rows
              .map(
                ([field, value]) =>
                  `<tr><th scope="row">${escapeHtml(field)}</th><td>${escapeHtml(value)}</td></tr>`,
              )
              .join("")}</tbody></table>`,
          ),
        );
    });
    return router;
  },
};
