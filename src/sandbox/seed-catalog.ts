import type { EntityValues } from "../protocol/edm"
import { ENTITY_SETS, EntitySetDef } from "../protocol/schema"
import { badRequest, violations } from "./http/errors"
import { normalize } from "./http/collections"
import type { MarketplaceListings } from "./listings"
import { checkRules } from "./rules"
import { planEntity, Planned } from "./seed-entity"
import type { EntityStore } from "./store"

/**
 * The catalog side of `POST /_sandbox/seed`: what another connector (Magento's,
 * Shopware's) left in an account, so that a move-in can be tried against it. Catalogs nest their
 * `ChildCatalogs`; products nest `ProductImages`, `ProductSpecifics`, `DiscountOffers`,
 * `ProductVariations` (each with `ProductVariationSpecifics`) and name their `Catalogs` by
 * ForeignId. Each entity is created under the rules a POST meets (a product the real service
 * refused is not in any account), and a product in stock is listed (spec 1 rules 8 and 9).
 */

export interface PlannedCatalog {
  catalog: Planned
  children: PlannedCatalog[]
}

export interface PlannedProduct {
  product: Planned
  images: Planned[]
  specifics: Planned[]
  offers: Planned[]
  variations: Array<{ variation: Planned; specifics: Planned[] }>
  catalogs: string[]
}

const listOf = (raw: Record<string, unknown>, name: string, at: string): unknown[] => {
  const value = raw[name] ?? []
  if (!Array.isArray(value)) throw badRequest(`${at}.${name} must be a list.`)
  return value
}

export function planCatalog(raw: unknown, at: string): PlannedCatalog {
  const set = ENTITY_SETS.Catalogs
  const catalog = planEntity(set, raw, at, Object.keys(set.navigation))
  if ((raw as Record<string, unknown>).Products !== undefined) throw badRequest(`${at}.Products: a product names its Catalogs instead.`)
  const children = listOf(raw as Record<string, unknown>, "ChildCatalogs", at)
  return { catalog, children: children.map((child, i) => planCatalog(child, `${at}.ChildCatalogs[${i}]`)) }
}

export function planProduct(raw: unknown, at: string): PlannedProduct {
  const set = ENTITY_SETS.Products
  const product = planEntity(set, raw, at, Object.keys(set.navigation))
  const nested = raw as Record<string, unknown>
  const each = (name: string, target: EntitySetDef) =>
    listOf(nested, name, at).map((item, i) => planEntity(target, item, `${at}.${name}[${i}]`))
  const variations = listOf(nested, "ProductVariations", at).map((item, i) => {
    const where = `${at}.ProductVariations[${i}]`
    const variation = planEntity(ENTITY_SETS.ProductVariations, item, where, ["ProductVariationSpecifics"])
    const specifics = listOf(item as Record<string, unknown>, "ProductVariationSpecifics", where).map((s, j) =>
      planEntity(ENTITY_SETS.ProductVariationSpecifics, s, `${where}.ProductVariationSpecifics[${j}]`)
    )
    return { variation, specifics }
  })
  const catalogs = listOf(nested, "Catalogs", at).map((foreignId, i) => {
    if (typeof foreignId !== "string" || !foreignId) throw badRequest(`${at}.Catalogs[${i}] must be a catalog's ForeignId.`)
    return foreignId
  })
  const unread = Object.keys(set.navigation).filter(
    (name) =>
      nested[name] !== undefined && !["ProductImages", "ProductSpecifics", "DiscountOffers", "ProductVariations", "Catalogs"].includes(name)
  )
  if (unread.length) throw badRequest(`${at}: the sandbox does not seed ${unread.join(", ")}.`)
  return {
    product,
    images: each("ProductImages", ENTITY_SETS.ProductImages),
    specifics: each("ProductSpecifics", ENTITY_SETS.ProductSpecifics),
    offers: each("DiscountOffers", ENTITY_SETS.DiscountOffers),
    variations,
    catalogs,
  }
}

/** Creates one entity as a POST would: the set's rules (a refusal is a 400 naming the entity), the service's normalising, the Id. */
function create(entities: EntityStore, planned: Planned, at: string, parent: EntityValues = {}): string {
  const set = ENTITY_SETS[planned.set]
  const values: EntityValues = { ...planned.values, ...parent }
  const messages = checkRules({ set, candidate: values, changed: Object.keys(values), store: entities })
  if (messages.some((m) => m.severity === "error")) {
    throw violations(messages.map((m) => ({ ...m, message: `${at}: ${m.message}` })))
  }
  normalize(set, values)
  return entities.insert(set.name, values)[0]
}

export function storeCatalog(entities: EntityStore, plan: PlannedCatalog, _listings?: MarketplaceListings, parentId?: string): unknown {
  const id = create(entities, plan.catalog, `Catalog ${plan.catalog.values.ForeignId}`, parentId ? { ParentId: parentId } : {})
  return { Id: id, ChildCatalogs: plan.children.map((child) => storeCatalog(entities, child, undefined, id)) }
}

export function storeProduct(entities: EntityStore, plan: PlannedProduct, listings: MarketplaceListings): unknown {
  const name = `Product ${plan.product.values.ForeignId ?? plan.product.values.Title}`
  const id = create(entities, plan.product, name)
  const ofProduct = { ProductId: id }
  const images = plan.images.map((image) => create(entities, image, name, ofProduct))
  const specifics = plan.specifics.map((specific) => create(entities, specific, name, ofProduct))
  const variations = plan.variations.map(({ variation, specifics }) => {
    const variationId = create(entities, variation, `${name}, variation ${variation.values.Sku}`, ofProduct)
    specifics.forEach((specific) =>
      create(entities, specific, `${name}, variation ${variation.values.Sku}`, { ProductVariationId: variationId })
    )
    return variationId
  })
  const offers = plan.offers.map((offer) => create(entities, offer, name, ofProduct))
  for (const foreignId of plan.catalogs) {
    const [catalog] = entities.list("Catalogs", "ForeignId", foreignId)
    if (!catalog) throw badRequest(`${name}: no catalog has the ForeignId "${foreignId}"; seed it in catalogs.`)
    entities.linkCatalog(id, catalog[0])
  }
  listings.syncListing(id)
  return { Id: id, ProductImages: images, ProductSpecifics: specifics, ProductVariations: variations, DiscountOffers: offers }
}
