import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { CatalogProfileType, CatalogsAnswer } from "./catalog-answer"
import { settingsOfRequest } from "../account-of-request"

/** The categories that became catalogs of the account (`?account_id=`, else the first), with the profiles assigned to each. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const accountId = (await settingsOfRequest(req)).account.id
  const mappings = await service.listCatalogMappings({ account_id: accountId }, { order: { name: "ASC" }, take: 500 })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = mappings.length
    ? await query.graph({ entity: "product_category", fields: ["id", "name"], filters: { id: mappings.map((m) => m.category_id) } })
    : { data: [] }
  const names = new Map(data.map((c: { id: string; name: string }) => [c.id, c.name]))
  const answer: CatalogsAnswer = {
    catalogs: mappings.map((m) => ({
      category_id: m.category_id,
      category_name: names.get(m.category_id) ?? m.name,
      remote_catalog_id: m.remote_catalog_id,
      profiles: { payment: null, return: null, shipping: null, ...((m.profiles ?? {}) as Partial<Record<CatalogProfileType, string>>) },
    })),
  }
  res.json(answer)
}
