import type { EdmValue, EntityValues } from "../protocol/edm"
import { fromJsonValue } from "../protocol/edm"
import { readJsonResponseValue } from "../protocol/read-values"
import { ENTITY_SETS, EntitySetDef, EntitySetName } from "../protocol/schema"
import { badRequest } from "./http/errors"
import type { EntityStore } from "./store"

/**
 * `POST /_sandbox/seed`: entities stored as a real service sent them, so that tests and merchants
 * can reproduce an answer that broke an import (A30). Each member of the body names a collection
 * (`salesOrders` today; the table below takes more) and holds its entities, nested as `$expand`
 * returns them. Property values are kept exactly as given, JSON types included, and served so
 * in both formats; the sandbox assigns the Ids. Nothing else happens: no stock moves, no history.
 */

type Given = string | number | boolean
/** One entity to store: its typed values (what the sandbox reads) and the values as given (what it serves). */
interface Planned {
  set: EntitySetName
  values: EntityValues
  verbatim: Record<string, Given>
}
interface PlannedOrder {
  order: Planned
  items: Planned[]
  buyer: Planned | null
  address: Planned | null
  shippingAddress: Planned | null
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** Properties the sandbox sets when it stores the entity, whatever the seed says. */
const ASSIGNED: Partial<Record<EntitySetName, string[]>> = { SalesOrderItems: ["SalesOrderId"] }

/**
 * Reads one entity's properties. One the spec types (spec 2.6, 2.7) must fit its type, as the
 * spec promises; one whose type we decided (A11, A13 to A15) may be anything a JSON value can be,
 * and the sandbox reads it as the client does (A30).
 */
function planEntity(set: EntitySetDef, raw: unknown, at: string, navigation: string[] = []): Planned {
  if (!isObject(raw)) throw badRequest(`${at} must be an object of ${set.name} properties.`)
  const planned: Planned = { set: set.name, values: {}, verbatim: {} }
  for (const [name, value] of Object.entries(raw)) {
    if (navigation.includes(name)) continue
    if (name === set.key || ASSIGNED[set.name]?.includes(name)) throw badRequest(`${at}.${name} is assigned by the sandbox; leave it out.`)
    const def = set.properties[name]
    if (!def) throw badRequest(`${at}.${name}: ${set.name} has no such property; it has ${Object.keys(set.properties).join(", ")}.`)
    if (value !== null && !["string", "number", "boolean"].includes(typeof value)) {
      throw badRequest(`${at}.${name} must be a string, a number, a boolean or null, as a JSON response carries it.`)
    }
    let typed: EdmValue | null
    try {
      typed = def.liberal ? readJsonResponseValue(def, value, name, {}) : fromJsonValue(def.type, value, name, { offsets: true })
    } catch (error) {
      throw badRequest(`${at}.${name}: the spec types it ${def.type} (${def.source}); ${(error as Error).message}.`)
    }
    planned.values[name] = typed
    if (value !== null) planned.verbatim[name] = value as Given
  }
  return planned
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

/** The collections a seed may hold: each is checked whole first, then stored (a later issue adds `products`). */
const COLLECTIONS = {
  salesOrders: { plan: planSalesOrder, store: storeSalesOrder },
} as const

/** Checks every entity of the body, then stores them all; answers the assigned Ids per collection, in the order given. */
export function seed(entities: EntityStore, body: Record<string, unknown>): Record<string, unknown[]> {
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
  return Object.fromEntries(plans.map(({ name, collection, planned }) => [name, planned.map((p) => collection.store(entities, p))]))
}
