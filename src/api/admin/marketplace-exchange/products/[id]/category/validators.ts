import { z } from "@medusajs/framework/zod"

export const categoryId = (field: string) =>
  z
    .string({ error: `${field} must be the marketplace's numeric category id, as a string` })
    .regex(/^\d{1,19}$/, { message: `${field} must be the marketplace's numeric category id` })

/** Body of POST /admin/marketplace-exchange/products/:id/category (spec 4.3 SetMarketplaceCategory). */
export const PostProductCategory = z.object({
  category_id_1: categoryId("category_id_1"),
  category_id_2: categoryId("category_id_2").nullish(),
})
export type PostProductCategoryType = z.infer<typeof PostProductCategory>
