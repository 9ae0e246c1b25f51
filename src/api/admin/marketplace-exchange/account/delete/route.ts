import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { DELETE_ACCOUNT_DATA_TYPES } from "../../../../../protocol/schema"
import { toMedusaError } from "../../errors"
import type { PostDeleteAccountDataType } from "./validators"

/**
 * Empties the exchange account (DeleteAccountData, spec 4.3) and forgets what the plugin knew
 * of the emptied sets, so the next sync creates them afresh instead of updating ids that are
 * gone. The order ledger stays: it records Medusa orders, which are not deleted.
 */
export async function POST(req: AuthenticatedMedusaRequest<PostDeleteAccountDataType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const client = await service.getExchangeClient()
  if (!client) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Enter the connection settings first.")
  const type = req.validatedBody.type as keyof typeof DELETE_ACCOUNT_DATA_TYPES
  const emptied: readonly string[] = DELETE_ACCOUNT_DATA_TYPES[type]
  const done = await client.operations.deleteAccountData(type).catch(toMedusaError)
  let forgottenProducts = 0
  let forgottenCatalogs = 0
  if (emptied.includes("Products")) {
    const states = await service.listProductSyncStates({}, { select: ["id"], take: null as unknown as number })
    forgottenProducts = states.length
    if (states.length) await service.deleteProductSyncStates(states.map((s) => s.id))
  }
  if (emptied.includes("Catalogs")) {
    const mappings = await service.listCatalogMappings({}, { select: ["id"], take: null as unknown as number })
    forgottenCatalogs = mappings.length
    if (mappings.length) await service.deleteCatalogMappings(mappings.map((m) => m.id))
  }
  res.json({ deleted: done, type, emptied, forgotten: { products: forgottenProducts, catalogs: forgottenCatalogs } })
}
