import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setMarketplaceCategoryWorkflow } from "../../../../../../workflows/product-sync"
import type { PostProductCategoryType } from "./validators"

/** Chooses the product's marketplace categories (kept in its metadata; the sync applies them). */
export async function POST(req: AuthenticatedMedusaRequest<PostProductCategoryType>, res: MedusaResponse) {
  const { category_id_1, category_id_2 } = req.validatedBody
  await setMarketplaceCategoryWorkflow(req.scope).run({
    input: { productId: req.params.id, categoryId1: category_id_1, categoryId2: category_id_2 ?? null },
  })
  res.status(202).json({ category_id_1, category_id_2: category_id_2 ?? null, disable_automatch: true })
}
