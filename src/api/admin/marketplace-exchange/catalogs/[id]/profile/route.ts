import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { CATALOG_PROFILE_TYPE } from "../../../../../../protocol/schema"
import { toMedusaError } from "../../../errors"
import type { PostCatalogProfileType } from "./validators"

/** Assigns a payment, return or shipping profile to the catalog of a product category. */
export async function POST(req: AuthenticatedMedusaRequest<PostCatalogProfileType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [mapping] = await service.listCatalogMappings({ category_id: req.params.id })
  if (!mapping) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Category ${req.params.id} is not on the marketplace yet: sync a product of it first.`)
  }
  const client = await service.getExchangeClient()
  if (!client) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Enter the connection settings first.")
  const applied = await client.operations
    .setCatalogProfile({ catalogId: mapping.remote_catalog_id, type: CATALOG_PROFILE_TYPE[req.validatedBody.type], profileId: req.validatedBody.profile_id })
    .catch(toMedusaError)
  const profiles = { ...((mapping.profiles ?? {}) as Record<string, string>), [req.validatedBody.type]: req.validatedBody.profile_id }
  await service.updateCatalogMappings({ id: mapping.id, profiles })
  res.json({ category_id: req.params.id, remote_catalog_id: mapping.remote_catalog_id, type: req.validatedBody.type, profile_id: req.validatedBody.profile_id, applied })
}
