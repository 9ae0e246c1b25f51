import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setMarketplaceFieldsWorkflow } from "../../../../../../workflows/product-sync"
import type { MarketplaceFieldsInput } from "../../../../../../workflows/product-sync/utils/marketplace-fields"
import type { PostMarketplaceFieldsType } from "./validators"
import { answerFieldErrors } from "../../../field-errors"
import type { MarketplaceFieldsAnswer } from "../../product-answer"
import { settingsOfRequest } from "../../../account-of-request"

/**
 * Saves the product's marketplace fields (Brand, MPN, ISBN, condition, unit, VAT, Best Offer
 * prices, marketplace categories, the eBay title, price rule, specifics and GPSR) to their metadata
 * keys after the push's own checks: 200 with the saved metadata, or 400 with the errors per field
 * (answerFieldErrors), nothing saved.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostMarketplaceFieldsType>, res: MedusaResponse) {
  // The fields are the product's (its metadata, every account's); the check uses the named account's rules and region.
  const accountId = (await settingsOfRequest(req)).account.id
  const { account_id: _account, ...body } = req.validatedBody
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as MarketplaceFieldsInput
  const { result } = await setMarketplaceFieldsWorkflow(req.scope).run({ input: { accountId, productId: req.params.id, fields } })
  if (Object.keys(result.errors).length) return answerFieldErrors(res, result.errors)
  res.json({ saved: Object.keys(fields), metadata: result.metadata } satisfies MarketplaceFieldsAnswer)
}
