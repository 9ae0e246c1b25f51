import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"

export const findCatalogMappingStepId = "marketplace-exchange-find-catalog-mapping"

export interface CatalogMappingRow {
  id: string
  category_id: string
  remote_catalog_id: string
  profiles: Record<string, string> | null
}

/** This step finds the catalog the service holds for a product category (404 for an unknown category); read-only. */
export const findCatalogMappingStep = createStep(findCatalogMappingStepId, async (input: { categoryId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: categories }, [mapping]] = await Promise.all([
    query.graph({ entity: "product_category", fields: ["id"], filters: { id: input.categoryId } }),
    service.listCatalogMappings({ category_id: input.categoryId }),
  ])
  if (!categories.length && !mapping)
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product category ${input.categoryId} was not found.`)
  if (!mapping) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Category ${input.categoryId} is not on the marketplace yet: sync a product of it first.`
    )
  }
  const row: CatalogMappingRow = {
    id: mapping.id,
    category_id: mapping.category_id,
    remote_catalog_id: mapping.remote_catalog_id,
    profiles: (mapping.profiles ?? null) as Record<string, string> | null,
  }
  return new StepResponse(row)
})
