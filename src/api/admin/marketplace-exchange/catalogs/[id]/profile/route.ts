import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { setCatalogProfileWorkflow } from "../../../../../../workflows/catalog-profile"
import { withServiceErrors } from "../../../errors"
import type { PostCatalogProfileType } from "./validators"
import { settingsOfRequest } from "../../../account-of-request"

/** Assigns a payment, return or shipping profile to the catalog of a product category. */
export const POST = withServiceErrors(async (req: AuthenticatedMedusaRequest<PostCatalogProfileType>, res: MedusaResponse) => {
  const { type, profile_id } = req.validatedBody
  // One read of the settings of the account named (404 for an unknown one; the first without) for the request.
  const settings = await settingsOfRequest(req)
  const { result } = await setCatalogProfileWorkflow(req.scope).run({
    input: { categoryId: req.params.id, type, profileId: profile_id, settings },
  })
  res.json({ category_id: req.params.id, remote_catalog_id: result.remoteCatalogId, type, profile_id, applied: result.applied })
})
