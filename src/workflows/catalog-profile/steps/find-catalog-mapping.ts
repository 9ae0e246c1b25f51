import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { refusal } from "../../../messages/refusal"

export const findCatalogMappingStepId = "marketplace-exchange-find-catalog-mapping"

export interface CatalogMappingRow {
  id: string
  category_id: string
  remote_catalog_id: string
  profiles: Record<string, string> | null
}

/** This step finds the catalog the account's service holds for a product category (404 for an unknown category); read-only. */
export const findCatalogMappingStep = createStep(
  findCatalogMappingStepId,
  async (input: { accountId: string; categoryId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const [{ data: categories }, [mapping]] = await Promise.all([
      query.graph({ entity: "product_category", fields: ["id"], filters: { id: input.categoryId } }),
      service.listCatalogMappings({ account_id: input.accountId, category_id: input.categoryId }),
    ])
    if (!categories.length && !mapping) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.category.unknown", { id: input.categoryId })
    if (!mapping) {
      throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.category.not_on_marketplace", { id: input.categoryId })
    }
    const row: CatalogMappingRow = {
      id: mapping.id,
      category_id: mapping.category_id,
      remote_catalog_id: mapping.remote_catalog_id,
      profiles: (mapping.profiles ?? null) as Record<string, string> | null,
    }
    return new StepResponse(row)
  }
)
