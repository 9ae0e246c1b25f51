import { z } from "@medusajs/framework/zod"

/** Body of POST /admin/marketplace-exchange/sync: given products, or every product of the channel. */
export const PostSync = z.object({
  product_ids: z
    .array(z.string({ error: "product_ids must hold product ids" }).min(1), { error: "product_ids must be a list of product ids" })
    // refine, not min(): Medusa words too_small issues itself and would drop the hint.
    .refine((ids) => ids.length > 0, { message: "product_ids must name at least one product; leave it out to sync the whole channel" })
    .optional(),
})
export type PostSyncType = z.infer<typeof PostSync>
