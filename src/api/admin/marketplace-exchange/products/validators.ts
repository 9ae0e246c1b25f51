import { z } from "@medusajs/framework/zod"

const STATUSES = ["pending", "synced", "attention", "parked", "failed", "removed"] as const

/** Query of GET /admin/marketplace-exchange/products. */
export const GetMarketplaceProducts = z.object({
  status: z.enum(STATUSES, { error: `status must be one of: ${STATUSES.join(", ")}` }).optional(),
  limit: z.coerce.number({ error: "limit must be a number" }).int().refine((n) => n >= 1 && n <= 200, { message: "limit must be 1 to 200" }).default(20),
  offset: z.coerce.number({ error: "offset must be a number" }).int().refine((n) => n >= 0, { message: "offset must be 0 or more" }).default(0),
})

export type GetMarketplaceProductsType = z.infer<typeof GetMarketplaceProducts>
