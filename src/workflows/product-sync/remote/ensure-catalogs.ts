import { coded } from "../../../messages"
import { ExchangeClient, ExchangeError } from "../../../client"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import { ENTITY_SETS } from "../../../protocol/schema"
import { classifyFailure } from "../../../queue/classify-failure"
import type { MedusaCategory } from "../utils/medusa-product"
import { isHeldBack, KeyedWrite, Refusal, refusalOf } from "../utils/refusals"
import type { ProductProblem } from "../utils/validate-product"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"

const NAME = ENTITY_SETS.Catalogs.properties.Name

/** Catalogs have no problems of ours that hold them back, only the service's refusals. */
const NOTHING_BLOCKED: ReadonlySet<string> = new Set()

export interface EnsuredCatalogs {
  /** Category id -> remote catalog id, for the categories that are on the service. */
  remoteIds: Record<string, string>
  problems: ProductProblem[]
  /** Catalog writes the service refused now, and earlier refused ones still wanted (not sent again). */
  refusals: Refusal[]
  heldBack: KeyedWrite[]
}

/**
 * Makes sure every category (parents first) exists as a Catalogs entity before the product
 * that uses it (spec 1 rule 1), creating or renaming as needed, and returns their remote ids.
 * Creating is safe to repeat: the client finds a catalog it created by its ForeignId. A
 * catalog the service refuses only keeps the product out of that catalog. Each account keeps its
 * own catalogs (its own ids at the service): the mappings read and written are the account's.
 */
export async function ensureCatalogs(
  accountId: string,
  client: ExchangeClient,
  service: MarketplaceExchangeModuleService,
  categories: MedusaCategory[],
  held: ReadonlyMap<string, string>,
  now: () => Date
): Promise<EnsuredCatalogs> {
  const remoteIds: Record<string, string> = {}
  const problems: ProductProblem[] = []
  const refusals: Refusal[] = []
  const heldBack: KeyedWrite[] = []
  const mappings = new Map(
    (await service.listCatalogMappings({ account_id: accountId, category_id: categories.map((c) => c.id) })).map((m) => [m.category_id, m])
  )
  for (const category of categories) {
    const name = category.name.trim().slice(0, NAME.maxLength)
    if (name.length < NAME.minLength!) {
      problems.push({
        field: `categories.${category.id}`,
        severity: "warning",
        ...coded("problem.category_name_length", { name: category.name, min: NAME.minLength!, max: NAME.maxLength! }),
      })
      continue
    }
    const parentRemote = category.parent_category_id ? (remoteIds[category.parent_category_id] ?? null) : null
    const mapping = mappings.get(category.id)
    const write: KeyedWrite = {
      key: WRITE_KEYS.catalog(category.id),
      signature: JSON.stringify({ name, parentRemote }),
      subject: `Catalog "${name}"`,
    }
    const upToDate = mapping && mapping.name === name && (mapping.remote_parent_id ?? null) === parentRemote
    if (!upToDate && isHeldBack(write, NOTHING_BLOCKED, held)) {
      heldBack.push(write)
      if (mapping) remoteIds[category.id] = mapping.remote_catalog_id
      continue
    }
    try {
      remoteIds[category.id] = mapping
        ? await updateCatalog(client, service, mapping, { name, parentRemote })
        : await createCatalog(accountId, client, service, { categoryId: category.id, name, parentRemote })
    } catch (error) {
      if (classifyFailure(error) !== "refused") throw error
      refusals.push(refusalOf(write, "content", error as ExchangeError, now()))
      if (mapping) remoteIds[category.id] = mapping.remote_catalog_id
    }
  }
  return { remoteIds, problems, refusals, heldBack }
}

/** Renames or moves a category's catalog when Medusa's category changed. */
async function updateCatalog(
  client: ExchangeClient,
  service: MarketplaceExchangeModuleService,
  mapping: { id: string; remote_catalog_id: string; name: string; remote_parent_id?: string | null },
  { name, parentRemote }: { name: string; parentRemote: string | null }
): Promise<string> {
  if (mapping.name !== name) await client.catalogs.updateProperty(mapping.remote_catalog_id, "Name", name)
  if ((mapping.remote_parent_id ?? null) !== parentRemote)
    await client.catalogs.updateProperty(mapping.remote_catalog_id, "ParentId", parentRemote)
  if (mapping.name !== name || (mapping.remote_parent_id ?? null) !== parentRemote) {
    await service.updateCatalogMappings({ id: mapping.id, name, remote_parent_id: parentRemote })
  }
  return mapping.remote_catalog_id
}

/**
 * Creates a category's catalog and records it. Two products of one new category synced at
 * once both try: the loser's create is refused (or its mapping row as a duplicate), and it
 * adopts the winner's catalog instead of failing its product. A33: which code the service
 * refuses a taken ForeignId with is not shown (3003 is our own), so after any refusal the
 * catalog is read back by its ForeignId; only when none is there does the refusal stand.
 */
async function createCatalog(
  accountId: string,
  client: ExchangeClient,
  service: MarketplaceExchangeModuleService,
  { categoryId, name, parentRemote }: { categoryId: string; name: string; parentRemote: string | null }
): Promise<string> {
  let remoteId: string
  try {
    remoteId = (
      await client.catalogs.create({ ForeignId: categoryId, Name: name, ParentId: parentRemote, IsRootLevel: parentRemote === null })
    ).Id
  } catch (error) {
    if (classifyFailure(error) !== "refused") throw error
    const existing = await client.catalogs.findByForeignId(categoryId)
    if (!existing) throw error
    remoteId = existing.Id
  }
  try {
    await service.createCatalogMappings({
      account_id: accountId,
      category_id: categoryId,
      remote_catalog_id: remoteId,
      name,
      remote_parent_id: parentRemote,
    })
  } catch (error) {
    const [recorded] = await service.listCatalogMappings({ account_id: accountId, category_id: categoryId })
    if (!recorded) throw error
    return recorded.remote_catalog_id
  }
  return remoteId
}
