import { z } from "@medusajs/framework/zod"
import { ACCOUNT_ID_FIELD } from "../../../account-of-request"
import { LIST_ANEW_TYPES, type ListAnewType } from "../../../../../../workflows/product-sync/utils/listed-type"

const TYPES = Object.keys(LIST_ANEW_TYPES) as [ListAnewType, ...ListAnewType[]]

/** Body of POST /admin/marketplace-exchange/products/:id/list-anew: the type to list the product anew as (A51). */
export const PostListAnew = z.object({
  ...ACCOUNT_ID_FIELD,
  as: z.enum(TYPES, { error: `as must be one of ${TYPES.join(", ")}` }),
})
export type PostListAnewType = z.infer<typeof PostListAnew>
