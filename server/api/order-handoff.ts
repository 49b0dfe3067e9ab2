import { Router } from "express";
import { z } from "zod";
import { message } from "../../domain/forms/fields";
import type { OrderHandoffAnswer } from "../../domain/order/handoff";
import { sealAddress } from "../../domain/order/sq-address-cipher";
import { fieldErrors } from "../../domain/validation/field-errors";
import { sendValidationError } from "./validation";

/**
 * GET /api/order-handoff?address=...: what the browser needs to hand an order to the order
 * site (docs/decisions/0033-order-handoff.md): where to send it, and the address sealed under
 * ORDER_HANDOFF_KEY as sq_address. A GET: it changes nothing and needs no forgery token.
 */
const querySchema = z.strictObject({
  address: z
    .string({ error: "The address field is required." })
    .trim()
    .min(1, "The address field is required.")
    .max(300, message.tooLong("address", 300))
    .refine((address) => !/\p{Cc}/u.test(address), "The address is not valid."),
});

export function orderHandoffRouter({
  orderSiteUrl,
  handoffKey,
}: {
  orderSiteUrl: string;
  handoffKey: string;
}): Router {
  const router = Router();
  router.get("/order-handoff", async (req, res) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) {
      sendValidationError(res, fieldErrors(query.error));
      return;
    }
    const answer: OrderHandoffAnswer = {
      orderSiteUrl,
      sq_address: await sealAddress(query.data.address, handoffKey),
    };
    res.setHeader("Cache-Control", "no-store");
    res.json(answer);
  });
  return router;
}
