import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setMarketplaceFieldsWorkflow } from "../../../../../../workflows/product-sync"
import type { MarketplaceFieldsInput } from "../../../../../../workflows/product-sync/utils/marketplace-fields"
import type { PostMarketplaceFieldsType } from "./validators"
import { codedMessage } from "../../../../../../messages"

/**
 * Saves the product's marketplace fields (Brand, MPN, ISBN, condition, unit, VAT, Best Offer
 * prices, marketplace categories) to their metadata keys after the push's own checks: 200 with
 * the saved metadata, or 400 with `fields` (field -> what to fix, in English) and `field_codes`
 * (field -> the same as a code of src/messages with its parameters, for the admin's language), nothing saved.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostMarketplaceFieldsType>, res: MedusaResponse) {
  const fields = Object.fromEntries(Object.entries(req.validatedBody).filter(([, v]) => v !== undefined)) as MarketplaceFieldsInput
  const { result } = await setMarketplaceFieldsWorkflow(req.scope).run({ input: { productId: req.params.id, fields } })
  const wrong = Object.entries(result.errors)
  if (wrong.length) {
    res.status(400).json({
      type: "invalid_data",
      message: `Nothing was saved: ${wrong.map(([field, error]) => `${field}: ${error!.message}`).join(" ")}`,
      words: codedMessage("refusal.fields.not_saved", { count: wrong.length }),
      fields: Object.fromEntries(wrong.map(([field, error]) => [field, error!.message])),
      field_codes: Object.fromEntries(wrong.map(([field, error]) => [field, { code: error!.code, params: error!.params }])),
    })
    return
  }
  res.json({ saved: Object.keys(fields), metadata: result.metadata })
}
