import { z } from "@medusajs/framework/zod"

/** Body of POST /admin/marketplace-exchange/sync: given products, or every product of the channel. */
export const PostSync = z.object({
  product_ids: z
    .array(z.string({ error: "product_ids must hold product ids" }).min(1), { error: "product_ids must be a list of product ids" })
    .optional(),
})
export type PostSyncType = z.infer<typeof PostSync>
