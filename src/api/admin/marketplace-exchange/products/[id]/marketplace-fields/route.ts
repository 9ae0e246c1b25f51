import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setMarketplaceFieldsWorkflow } from "../../../../../../workflows/product-sync"
import type { MarketplaceFieldsInput } from "../../../../../../workflows/product-sync/utils/marketplace-fields"
import type { PostMarketplaceFieldsType } from "./validators"
import { answerFieldErrors } from "../../../field-errors"
import type { MarketplaceFieldsAnswer } from "../../product-answer"

/**
 * Saves the product's marketplace fields (Brand, MPN, ISBN, condition, unit, VAT, Best Offer
 * prices, marketplace categories, the eBay title, price rule, specifics and GPSR) to their metadata
 * keys after the push's own checks: 200 with the saved metadata, or 400 with the errors per field
 * (answerFieldErrors), nothing saved.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostMarketplaceFieldsType>, res: MedusaResponse) {
  const fields = Object.fromEntries(Object.entries(req.validatedBody).filter(([, v]) => v !== undefined)) as MarketplaceFieldsInput
  const { result } = await setMarketplaceFieldsWorkflow(req.scope).run({ input: { productId: req.params.id, fields } })
  if (Object.keys(result.errors).length) return answerFieldErrors(res, result.errors)
  res.json({ saved: Object.keys(fields), metadata: result.metadata } satisfies MarketplaceFieldsAnswer)
}
