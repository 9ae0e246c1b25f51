import { ENTITY_SETS, EntitySetDef, EntitySetName, EXPAND_LIMITS } from "../../protocol/schema"
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
  // A10: ParentId and the parents a link kept, so both views of the tree agree.
  if (set.name === "Catalogs" && nav === "ChildCatalogs") return store.childrenOf(id)
  if (set.name === "Catalogs" && nav === "ParentCatalogs") return store.parentsOf(id)
  // A7: relations whose fields the spec does not show are served empty.
  if (def.opaque) return []
  if (set.name === "SalesOrders" && def.cardinality === "one") {
    const relations = store.state.orderRelations[id]
    const key = nav === "Buyer" ? "buyerId" : nav === "Address" ? "addressId" : "shippingAddressId"
    return relations?.[key] ?? null
  }
  if (def.cardinality === "one") {
    const value = entity[`${ENTITY_SETS[def.target].entityType.split(".").pop()}Id`]
    // An order item keeps the id of a product deleted since (DeleteAccountData type 2): nothing is related.
    return value === null || value === undefined || !store.get(def.target, String(value)) ? null : String(value)
  }
  const parentKey = PARENT_KEY[set.name]
  if (!parentKey) throw badRequest(`${set.name}(${id}L)/${nav} cannot be followed.`)
  return store.list(def.target, parentKey, id).map(([childId]) => childId)
}

/**
 * `$expand` read into a tree: each navigation property to inline, and what to inline below it.
 * `ProductVariations/ProductVariationSpecifics` inlines both steps (evidence P1, OR1; A6).
 */
export type ExpandTree = { [navigation: string]: ExpandTree }

/** How many more entities one answer may inline (A6 `EXPAND_LIMITS`); an answer's entries share one. */
export const expandBudget = () => ({ left: EXPAND_LIMITS.entities })

/** An entity with the navigation properties of `expand` inlined, nested ones inside, seeded values as given (A30). */
export function withExpansions(
  store: EntityStore,
  set: EntitySetDef,
  id: string,
  expand: ExpandTree,
  budget = expandBudget()
): EntityToEncode {
  const entity: EntityToEncode = { set, id, values: store.wire(set.name, id), expanded: {} }
  for (const [nav, below] of Object.entries(expand)) {
    const target = ENTITY_SETS[set.navigation[nav].target]
    const related = relatedIds(store, set, id, nav)
    budget.left -= Array.isArray(related) ? related.length : related === null ? 0 : 1
    if (budget.left < 0) throw badRequest(`$expand: the answer would inline more than ${EXPAND_LIMITS.entities} entities; expand less.`)
    entity.expanded![nav] = Array.isArray(related)
      ? related.map((relatedId) => withExpansions(store, target, relatedId, below, budget))
      : related === null
        ? null
        : withExpansions(store, target, related, below, budget)
  }
  return entity
}

/**
 * Reads `$expand`: comma-separated paths of navigation properties, each step one of the set it
 * follows (spec 4.2 rule 3 names the first steps on SalesOrders; A6). A step that is none, an empty
 * step, or one below an opaque property (A7: its fields are not shown) is a 400 naming it.
 */
export function parseExpand(set: EntitySetDef, raw: string | null): ExpandTree {
  const tree: ExpandTree = {}
  if (!raw) return tree
  const paths = raw
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
  for (const path of paths) {
    let from: EntitySetDef = set
    let node = tree
    let opaque: string | undefined
    const steps = path.split("/").map((s) => s.trim())
    if (steps.length > EXPAND_LIMITS.depth) throw badRequest(`$expand: the path ${path} has more than ${EXPAND_LIMITS.depth} steps.`)
    for (const step of steps) {
      if (!step) throw badRequest(`$expand: the path ${path} has an empty step.`)
      if (opaque) throw badRequest(`$expand: ${step} cannot follow ${opaque}, whose fields are not shown (in ${path}).`)
      const nav = Object.keys(from.navigation).includes(step) ? from.navigation[step] : undefined
      if (!nav) throw badRequest(`$expand: ${from.name} has no navigation property ${step} (in ${path}).`)
      if (nav.opaque) opaque = step
      node = node[step] ??= {}
      from = ENTITY_SETS[nav.target]
    }
  }
  return tree
}

/** Whether an expansion inlines a collection anywhere, which decides the answer's version (A21). */
export function expandsCollection(set: EntitySetDef, expand: ExpandTree): boolean {
  return Object.entries(expand).some(([nav, below]) => {
    const def = set.navigation[nav]
    return def.cardinality === "many" || expandsCollection(ENTITY_SETS[def.target], below)
  })
}
