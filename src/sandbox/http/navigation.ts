import { ENTITY_SETS, EntitySetDef, EntitySetName } from "../../protocol/schema"
import type { EntityToEncode } from "../../protocol/codec"
import { badRequest } from "./errors"
import type { EntityStore } from "../store"

/** The property of a child entity that points at its parent of the given set. */
const PARENT_KEY: Partial<Record<EntitySetName, string>> = {
  Products: "ProductId",
  ProductVariations: "ProductVariationId",
  ProductVariationSpecifics: "ProductVariationSpecificId",
  SalesOrders: "SalesOrderId",
}

/**
 * Follows a navigation property (spec 2) from an entity: ids of the related entities, or
 * one id (or null) for a single-valued property.
 */
export function relatedIds(store: EntityStore, set: EntitySetDef, id: string, nav: string): string[] | string | null {
  const def = set.navigation[nav]
  if (!def) throw badRequest(`${set.name} has no navigation property ${nav}.`)
  const entity = store.require(set.name, id)
  if (set.name === "Products" && nav === "Catalogs") return store.catalogsOf(id)
  if (set.name === "Catalogs" && nav === "Products") return store.productsIn(id)
  if (set.name === "Catalogs" && nav === "ChildCatalogs") return store.list("Catalogs", "ParentId", id).map(([childId]) => childId)
  // A7: relations whose fields the spec does not show are served empty.
  if (def.opaque) return []
  if (set.name === "SalesOrders" && def.cardinality === "one") {
    const relations = store.state.orderRelations[id]
    const key = nav === "Buyer" ? "buyerId" : nav === "Address" ? "addressId" : "shippingAddressId"
    return relations?.[key] ?? null
  }
  if (def.cardinality === "one") {
    const value = entity[`${ENTITY_SETS[def.target].entityType.split(".").pop()}Id`]
    return value === null || value === undefined ? null : String(value)
  }
  const parentKey = PARENT_KEY[set.name]
  if (!parentKey) throw badRequest(`${set.name}(${id}L)/${nav} cannot be followed.`)
  return store.list(def.target, parentKey, id).map(([childId]) => childId)
}

/** An entity with the navigation properties named in `$expand` inlined, seeded values as given (A30). */
export function withExpansions(store: EntityStore, set: EntitySetDef, id: string, expand: string[]): EntityToEncode {
  const entity: EntityToEncode = { set, id, values: store.wire(set.name, id), expanded: {} }
  for (const nav of expand) {
    const target = ENTITY_SETS[set.navigation[nav]?.target ?? set.name]
    const related = relatedIds(store, set, id, nav)
    entity.expanded![nav] = Array.isArray(related)
      ? related.map((relatedId) => ({ set: target, id: relatedId, values: store.wire(target.name, relatedId) }))
      : related === null
        ? null
        : { set: target, id: related, values: store.wire(target.name, related) }
  }
  return entity
}

/** Reads `$expand`: comma-separated navigation properties of the set (spec 4.2 rule 3). */
export function parseExpand(set: EntitySetDef, raw: string | null): string[] {
  if (!raw) return []
  const names = raw
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean)
  for (const name of names) {
    if (!set.navigation[name]) throw badRequest(`$expand: ${set.name} has no navigation property ${name}.`)
  }
  return names
}
