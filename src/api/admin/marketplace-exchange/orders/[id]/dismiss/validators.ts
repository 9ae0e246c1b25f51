import { z } from "@medusajs/framework/zod"
import { codedIssue } from "../../../../../../messages/refusal"

/** The longest reason a dismissal keeps: a sentence or two, shown beside the order in the list. */
export const DISMISS_REASON_MAX = 500

/** Body of POST /admin/marketplace-exchange/orders/:id/dismiss: why the merchant gives the held order up. */
export const PostDismissOrder = z.object({
  reason: z
    .unknown()
    .refine((reason) => typeof reason === "string" && reason.trim().length > 0, codedIssue("refusal.order.dismiss_reason_missing", {}))
    .refine(
      (reason) => typeof reason !== "string" || reason.trim().length <= DISMISS_REASON_MAX,
      codedIssue("refusal.order.dismiss_reason_too_long", { max: DISMISS_REASON_MAX })
    )
    .transform((reason) => String(reason).trim()),
})

export type PostDismissOrderType = z.infer<typeof PostDismissOrder>
