import { ExchangeClient, ExchangeValidationError } from "../../client"
import { ENTITY_SETS, SERVICE_CODES } from "../../protocol/schema"
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
      remoteIds[category.id] = await createCatalog(client, service, { categoryId: category.id, name, parentRemote })
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

/**
 * Creates a category's catalog and records it. Two products of one new category synced at
 * once both try: the loser's create is refused as a taken ForeignId (or its mapping row as a
 * duplicate), and it adopts the winner's catalog instead of failing its product.
 */
async function createCatalog(
  client: ExchangeClient,
  service: MarketplaceExchangeModuleService,
  { categoryId, name, parentRemote }: { categoryId: string; name: string; parentRemote: string | null }
): Promise<string> {
  let remoteId: string
  try {
    remoteId = (await client.catalogs.create({ ForeignId: categoryId, Name: name, ParentId: parentRemote, IsRootLevel: parentRemote === null })).Id
  } catch (error) {
    if (!(error instanceof ExchangeValidationError) || error.code !== String(SERVICE_CODES.catalogForeignIdTaken.code)) throw error
    const existing = await client.catalogs.findByForeignId(categoryId)
    if (!existing) throw error
    remoteId = existing.Id
  }
  try {
    await service.createCatalogMappings({ category_id: categoryId, remote_catalog_id: remoteId, name, remote_parent_id: parentRemote })
  } catch (error) {
    const [recorded] = await service.listCatalogMappings({ category_id: categoryId })
    if (!recorded) throw error
    return recorded.remote_catalog_id
  }
  return remoteId
}
