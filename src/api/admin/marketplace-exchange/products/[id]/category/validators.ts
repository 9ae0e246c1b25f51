import { z } from "@medusajs/framework/zod"
import { readCategoryId } from "../../../../../../workflows/shared/merchant-numbers"
import { codedMessage } from "../../../../../../messages"

/**
 * A marketplace category id as typed (spaces around it dropped), checked to be what is sent:
 * an Int64 above 0 (spec 4.3 SetMarketplaceCategory), so a value the client could not write is
 * a 400 naming the field here, never an error of the sync later. Also the listings' bulk action.
 */
export const categoryId = (field: "category_id_1" | "category_id_2") =>
  z.string({ error: `${field} must be the marketplace's numeric category id, as a string` }).transform((value, ctx) => {
    const id = readCategoryId(value)
    if (id !== undefined) return id
    // The English names the API's field and the bound; the words the drawer's field, for the admin's language.
    ctx.addIssue({
      code: "custom",
      message: `${field} must be the marketplace's numeric category id (a whole number from 1 to 9223372036854775807), such as 15687`,
      params: { words: codedMessage("refusal.category.not_an_id", { field }) },
    })
    return z.NEVER
  })

/** Body of POST /admin/marketplace-exchange/products/:id/category (spec 4.3 SetMarketplaceCategory). */
export const PostProductCategory = z.object({
  category_id_1: categoryId("category_id_1"),
  category_id_2: categoryId("category_id_2").nullish(),
})
export type PostProductCategoryType = z.infer<typeof PostProductCategory>
