import type { EntityValues } from "../protocol/edm"
import { ENTITY_SETS, EntitySetDef } from "../protocol/schema"
import { badRequest } from "./http/errors"
import type { MarketplaceListings } from "./listings"
import { planCatalog, planProduct, storeCatalog, storeProduct } from "./seed-catalog"
import { planEntity, Planned } from "./seed-entity"
import type { EntityStore } from "./store"

/**
 * `POST /_sandbox/seed`: entities stored as a real service sent them. Each member of the body
 * names a collection and holds its entities, nested:
 * - `salesOrders`, as `$expand` returns them, so that tests and merchants can reproduce an answer
 *   that broke an import (A30): property values are kept exactly as given, JSON types included,
 *   and served so in both formats. Nothing else happens: no stock moves, no history.
 * - `catalogs` and `products`, as another connector left them in an account
 *   (seed-catalog.ts): created under the service's own rules, listings live for products in stock.
 * The sandbox assigns the Ids. The whole body is checked first; a rule a stored entity breaks
 * leaves the account as it was.
 */

interface PlannedOrder {
  order: Planned
  items: Planned[]
  buyer: Planned | null
  address: Planned | null
  shippingAddress: Planned | null
}

function planOne(raw: unknown, at: string, set: EntitySetDef): Planned | null {
  return raw === null || raw === undefined ? null : planEntity(set, raw, at)
}

function planSalesOrder(raw: unknown, at: string): PlannedOrder {
  const orders = ENTITY_SETS.SalesOrders
  const order = planEntity(orders, raw, at, Object.keys(orders.navigation))
  const nested = raw as Record<string, unknown>
  const lines = nested.SalesOrderItems ?? []
  if (!Array.isArray(lines)) throw badRequest(`${at}.SalesOrderItems must be a list of SalesOrderItems.`)
  return {
    order,
    items: lines.map((item, i) => planEntity(ENTITY_SETS.SalesOrderItems, item, `${at}.SalesOrderItems[${i}]`)),
    buyer: planOne(nested.Buyer, `${at}.Buyer`, ENTITY_SETS.Buyers),
    address: planOne(nested.Address, `${at}.Address`, ENTITY_SETS.Addresses),
    shippingAddress: planOne(nested.ShippingAddress, `${at}.ShippingAddress`, ENTITY_SETS.Addresses),
  }
}

function store(entities: EntityStore, planned: Planned, extra: EntityValues = {}): string {
  const [id] = entities.insert(planned.set, { ...planned.values, ...extra })
  entities.keepVerbatim(planned.set, id, planned.verbatim)
  return id
}

function storeSalesOrder(entities: EntityStore, plan: PlannedOrder) {
  const buyer = plan.buyer && store(entities, plan.buyer)
  const address = plan.address && store(entities, plan.address)
  const shippingAddress = plan.shippingAddress && store(entities, plan.shippingAddress)
  const id = store(entities, plan.order)
  entities.state.orderRelations[id] = { buyerId: buyer, addressId: address, shippingAddressId: shippingAddress }
  const items = plan.items.map((item) => store(entities, item, { SalesOrderId: id }))
  return { Id: id, SalesOrderItems: items, Buyer: buyer, Address: address, ShippingAddress: shippingAddress }
}

/** The collections a seed may hold, in the order they are stored: each is checked whole first, then stored. */
const COLLECTIONS = {
  catalogs: { plan: planCatalog, store: storeCatalog },
  products: { plan: planProduct, store: storeProduct },
  salesOrders: { plan: planSalesOrder, store: storeSalesOrder },
} as const

/** Checks every entity of the body, then stores them all; answers the assigned Ids per collection, in the order given. */
export function seed(entities: EntityStore, listings: MarketplaceListings, body: Record<string, unknown>): Record<string, unknown[]> {
  const known = Object.keys(COLLECTIONS)
  const names = Object.keys(body)
  if (!names.length) throw badRequest(`The seed names no collection; give ${known.map((n) => `"${n}": [...]`).join(" or ")}.`)
  const plans = names.map((name) => {
    // Own keys only: "constructor" or "__proto__" name no collection either.
    const collection = Object.prototype.hasOwnProperty.call(COLLECTIONS, name) ? COLLECTIONS[name as keyof typeof COLLECTIONS] : undefined
    if (!collection) throw badRequest(`The sandbox cannot seed ${name}; it seeds ${known.join(", ")}.`)
    const list = body[name]
    if (!Array.isArray(list)) throw badRequest(`${name} must be a list.`)
    return { name, collection, planned: list.map((raw, i) => collection.plan(raw, `${name}[${i}]`)) }
  })
  // Catalogs before the products that name them, whatever the body's order.
  const ordered = Object.keys(COLLECTIONS).flatMap((name) => plans.filter((plan) => plan.name === name))
  const restore = entities.snapshot()
  try {
    const stored = ordered.map(({ name, collection, planned }) => {
      const store = collection.store as (entities: EntityStore, plan: unknown, listings: MarketplaceListings) => unknown
      return [name, planned.map((p) => store(entities, p, listings))] as const
    })
    return Object.fromEntries(stored)
  } catch (error) {
    restore()
    throw error
  }
}
