import { z } from "@medusajs/framework/zod"
import { ACCOUNT_ID_FIELD } from "../account-of-request"

/**
 * Body of POST /admin/marketplace-exchange/sync: given products, or every product of the
 * account's channel (the first account's without account_id).
 */
export const PostSync = z.object({
  ...ACCOUNT_ID_FIELD,
  product_ids: z
    .array(z.string({ error: "product_ids must hold product ids" }).min(1), { error: "product_ids must be a list of product ids" })
    // refine, not min(): Medusa words too_small issues itself and would drop the hint.
    .refine((ids) => ids.length > 0, { message: "product_ids must name at least one product; leave it out to sync the whole channel" })
    .optional(),
})
export type PostSyncType = z.infer<typeof PostSync>
