import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { METADATA_KEYS } from "../../../../../../workflows/mappers/metadata-keys"
import type { PostProductCategoryType } from "./validators"

/**
 * Chooses the product's marketplace categories. They are kept in the product's metadata, so
 * they survive re-creation; the sync then turns DisableAutomatch on (without it the service
 * ignores the categories, spec 4.3) and calls SetMarketplaceCategory.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostProductCategoryType>, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "metadata"], filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${req.params.id} was not found`)
  const metadata = {
    ...(data[0].metadata ?? {}),
    [METADATA_KEYS.categoryId1]: req.validatedBody.category_id_1,
    [METADATA_KEYS.categoryId2]: req.validatedBody.category_id_2 ?? null,
  }
  await updateProductsWorkflow(req.scope).run({ input: { selector: { id: req.params.id }, update: { metadata } } })
  res.status(202).json({ category_id_1: req.validatedBody.category_id_1, category_id_2: req.validatedBody.category_id_2 ?? null, disable_automatch: true })
}
