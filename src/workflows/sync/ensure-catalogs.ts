import type { ExchangeClient } from "../../client"
import { ENTITY_SETS } from "../../protocol/schema"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import type { MedusaCategory } from "../mappers/medusa-product"
import type { ProductProblem } from "../mappers/validate-product"

const NAME = ENTITY_SETS.Catalogs.properties.Name

/**
 * Makes sure every category (parents first) exists as a Catalogs entity before the product
 * that uses it (spec 1 rule 1), creating or renaming as needed, and returns their remote ids.
 * Creating is safe to repeat: the client finds a catalog it created by its ForeignId.
 */
export async function ensureCatalogs(
  client: ExchangeClient,
  service: MarketplaceExchangeModuleService,
  categories: MedusaCategory[]
): Promise<{ remoteIds: Record<string, string>; problems: ProductProblem[] }> {
  const remoteIds: Record<string, string> = {}
  const problems: ProductProblem[] = []
  const mappings = new Map((await service.listCatalogMappings({ category_id: categories.map((c) => c.id) })).map((m) => [m.category_id, m]))
  for (const category of categories) {
    const name = category.name.trim().slice(0, NAME.maxLength)
    if (name.length < NAME.minLength!) {
      problems.push({ field: `categories.${category.id}`, severity: "warning", message: `Category "${category.name}" is not listed: the marketplace wants names of ${NAME.minLength} to ${NAME.maxLength} characters.`, fix: "Rename the category." })
      continue
    }
    const parentRemote = category.parent_category_id ? remoteIds[category.parent_category_id] ?? null : null
    const mapping = mappings.get(category.id)
    if (!mapping) {
      const created = await client.catalogs.create({ ForeignId: category.id, Name: name, ParentId: parentRemote, IsRootLevel: parentRemote === null })
      await service.createCatalogMappings({ category_id: category.id, remote_catalog_id: created.Id, name, remote_parent_id: parentRemote })
      remoteIds[category.id] = created.Id
      continue
    }
    if (mapping.name !== name) await client.catalogs.updateProperty(mapping.remote_catalog_id, "Name", name)
    if ((mapping.remote_parent_id ?? null) !== parentRemote) await client.catalogs.updateProperty(mapping.remote_catalog_id, "ParentId", parentRemote)
    if (mapping.name !== name || (mapping.remote_parent_id ?? null) !== parentRemote) {
      await service.updateCatalogMappings({ id: mapping.id, name, remote_parent_id: parentRemote })
    }
    remoteIds[category.id] = mapping.remote_catalog_id
  }
  return { remoteIds, problems }
}
