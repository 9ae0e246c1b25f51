import type { EdmValue, EntityValues } from "../../protocol/edm"
import { ENTITY_SETS, EntitySetDef, findEntitySet } from "../../protocol/schema"
import { parseKeySegment } from "../../protocol/literals"
import type { SandboxContext, SandboxResponse } from "../context"
import { checkRules } from "../rules"
import { MARKETPLACE_IDENTIFIERS, requiredRule } from "../rules/common"
import { Exchange, normalize, normalizeValues, ok } from "./collections"
import { badRequest, methodNotAllowed, notFound, odataError, ruleMessage, violation, violations } from "./errors"
import { parseExpand, relatedIds, withExpansions } from "./navigation"
import { requireBodyCodec } from "./request"
import { collectionAnswerVersion } from "./versions"

/**
 * Properties that tie an entity to its parent. The spec's single-property updates are for
 * data, not for moving an image or a variation to another product, so they are refused.
 */
const PARENT_REFERENCES = new Set(["ProductId", "ProductVariationId", "ProductVariationSpecificId", "SalesOrderId"])

const noContent = (): SandboxResponse => ({ status: 204 })

/** GET, PUT, MERGE/PATCH and DELETE on `<Set>(<Id>L)`. */
export async function entityRoute(ctx: SandboxContext, set: EntitySetDef, id: string, ex: Exchange): Promise<SandboxResponse> {
  const method = ex.req.method!
  const path = `${set.name}(${id}L)`
  if (method === "GET") {
    ctx.store.require(set.name, id)
    const expand = parseExpand(set, ex.url.searchParams.get("$expand"))
    const entity = withExpansions(ctx.store, set, id, expand)
    // An expanded collection is written as the answer's version writes collections (A21).
    const { version, headers } = expand.some((name) => set.navigation[name].cardinality === "many")
      ? collectionAnswerVersion(ctx.feedForm, ex.req.headers.maxdataserviceversion, { nextLink: false })
      : { version: "1.0" as const, headers: undefined }
    return ok(ex.codecs.response, ex.codecs.response.encodeEntry(entity, { serviceRoot: ex.serviceRoot, version }), 200, headers)
  }
  if ((method === "PUT" || method === "MERGE" || method === "PATCH") && !set.entityReplace) {
    // Spec 4.2 rule 1: a change addressed to a whole SalesOrder or SalesOrderItem is an error.
    if (set.name === "SalesOrders" || set.name === "SalesOrderItems") {
      throw violation("wholeEntityUpdate", `Send PUT ${path}/<Property> with one property instead (spec 4.2 rule 1).`)
    }
    throw methodNotAllowed(method, path, [
      "GET",
      ...(set.delete ? ["DELETE"] : []),
      ...(set.propertyUpdate ? [`PUT ${path}/<Property>`] : []),
    ])
  }
  if (method === "PUT") return replaceEntity(ctx, set, id, ex)
  if (method === "DELETE" && set.delete) return deleteEntity(ctx, set, id)
  throw methodNotAllowed(method, path, ["GET", ...(set.delete ? ["DELETE"] : [])])
}

async function replaceEntity(ctx: SandboxContext, set: EntitySetDef, id: string, ex: Exchange): Promise<SandboxResponse> {
  const existing = ctx.store.require(set.name, id)
  const values = requireBodyCodec(ex.codecs.request).decodeEntityRequest(set, await ex.body())
  const candidate: EntityValues = { Id: id, ...values }
  const changed = Object.keys(values)
  // A whole-entity body must carry what a create must (spec 4.2: ProductId, Price, Type).
  const missing = requiredRule({ set, candidate, changed, store: ctx.store })
  if (missing.length) throw violations(missing)
  const messages = checkRules({ set, candidate, existing, changed, store: ctx.store })
  if (messages.some((m) => m.severity === "error")) throw violations(messages)
  // A whole-entity PUT replaces every writable property: what the body leaves out becomes null.
  const writable = Object.entries(set.properties)
    .filter(([, def]) => def.access !== "readOnly")
    .map(([name]) => name)
  const replaced: Record<string, unknown> = Object.fromEntries(writable.map((name) => [name, values[name] ?? null]))
  normalize(set, replaced)
  ctx.store.update(set.name, id, replaced as EntityValues)
  ctx.persist()
  return noContent()
}

function deleteEntity(ctx: SandboxContext, set: EntitySetDef, id: string): SandboxResponse {
  const entity = ctx.store.require(set.name, id)
  if (set.name === "ProductVariations" && ctx.store.state.sold[id]) {
    throw violation("variationHasSales", `ProductVariations(${id}L) sold ${ctx.store.state.sold[id]}; revise its stock to 0 instead.`)
  }
  // A38: as with DeleteAccountData (spec 4.3), deleting a product does not end its listing.
  if (set.name === "Products") ctx.marketplace.productDeleted(id)
  ctx.store.remove(set.name, id)
  if (set.name === "ProductVariations") ctx.marketplace.syncListing(String(entity.ProductId))
  ctx.persist()
  return noContent()
}

/** `<Set>(<Id>L)/<Property>`: read it, or change it alone (spec 4.2 rules 1 and 2). */
export async function propertyRoute(
  ctx: SandboxContext,
  set: EntitySetDef,
  id: string,
  property: string,
  ex: Exchange
): Promise<SandboxResponse> {
  const existing = ctx.store.require(set.name, id)
  const codec = ex.codecs.response
  if (ex.req.method === "GET") return ok(codec, codec.encodePropertyResponse(set, property, ctx.store.wire(set.name, id)[property] ?? null))
  if (ex.req.method !== "PUT") throw methodNotAllowed(ex.req.method!, `${set.name}(${id}L)/${property}`, ["GET", "PUT"])
  if (!set.propertyUpdate) throw methodNotAllowed("PUT", `${set.name}(${id}L)/${property}`, ["GET"])
  if (PARENT_REFERENCES.has(property)) {
    throw violations([ruleMessage("readOnlyProperty", `${property} ties the entity to its parent and cannot be changed.`)])
  }
  const value = requireBodyCodec(ex.codecs.request).decodePropertyRequest(set, property, await ex.body())
  const candidate = { ...existing, [property]: value }
  const messages = checkRules({ set, candidate, existing, changed: [property], store: ctx.store })
  if (messages.some((m) => m.severity === "error")) throw violations(messages)
  // As on a create: what is stored is what the service makes of the value (a UnitType spelling).
  const stored: Record<string, unknown> = { [property]: value }
  normalizeValues(set, stored)
  ctx.store.update(set.name, id, stored as EntityValues)
  afterPropertyUpdate(ctx, set, id, property, stored[property] as EdmValue | null)
  ctx.persist()
  return noContent()
}

/** The marketplace's reactions to a changed property (spec 1 rules 8 to 11). */
function afterPropertyUpdate(ctx: SandboxContext, set: EntitySetDef, id: string, property: string, value: EdmValue | null) {
  const { marketplace, store } = ctx
  if (property === "StockAmount" && set.name === "Products") marketplace.syncListing(id)
  if (set.name === "Products" && Object.values(MARKETPLACE_IDENTIFIERS).some((names) => (names as readonly string[]).includes(property))) {
    marketplace.noteIdentifiers(id)
  }
  if (property === "StockAmount" && set.name === "ProductVariations") marketplace.syncListing(String(store.require(set.name, id).ProductId))
  if (set.name === "SalesOrders" && property === "PaidAmount") marketplace.transmitPaid(id)
  if (set.name === "SalesOrders" && property === "ShippingStatus") {
    for (const [itemId] of store.list("SalesOrderItems", "SalesOrderId", id))
      store.update("SalesOrderItems", itemId, { ShippingStatus: value })
    marketplace.transmitShipping(id)
  }
  if (set.name === "SalesOrderItems" && property === "ShippingStatus") {
    marketplace.transmitShipping(String(store.require(set.name, id).SalesOrderId))
  }
}

/** `<Set>(<Id>L)/<Navigation>`: the related feed or entry (spec 4.2). */
export function navigationRoute(ctx: SandboxContext, set: EntitySetDef, id: string, nav: string, ex: Exchange): SandboxResponse {
  if (ex.req.method !== "GET") throw methodNotAllowed(ex.req.method!, `${set.name}(${id}L)/${nav}`, ["GET"])
  const target = ENTITY_SETS[set.navigation[nav].target]
  const related = relatedIds(ctx.store, set, id, nav)
  const codec = ex.codecs.response
  if (Array.isArray(related)) {
    const entities = related.map((relatedId) => ({ set: target, id: relatedId, values: ctx.store.wire(target.name, relatedId) }))
    const { version, headers } = collectionAnswerVersion(ctx.feedForm, ex.req.headers.maxdataserviceversion, { nextLink: false })
    return ok(codec, codec.encodeFeed(target, entities, { serviceRoot: ex.serviceRoot, version }), 200, headers)
  }
  if (related === null) throw notFound(`${set.name}(${id}L)/${nav} (no related entity)`)
  return ok(
    codec,
    codec.encodeEntry({ set: target, id: related, values: ctx.store.wire(target.name, related) }, { serviceRoot: ex.serviceRoot })
  )
}

/** `Products(<Id>L)/$links/Catalogs[(<CatalogId>L)]` (spec 4.2). */
export async function linksRoute(
  ctx: SandboxContext,
  set: EntitySetDef,
  id: string,
  rest: string[],
  ex: Exchange
): Promise<SandboxResponse> {
  if (set.name !== "Products" || !rest[0] || parseKeySegment(rest[0]).name.toLowerCase() !== "catalogs") {
    throw notFound(`${set.name}(${id}L)/$links/${rest.join("/")}`)
  }
  ctx.store.require("Products", id)
  const target = parseKeySegment(rest[0])
  if (ex.req.method === "POST" && !target.id) {
    const uri = requireBodyCodec(ex.codecs.request).decodeLinkRequest(await ex.body())
    const last = decodeURIComponent(new URL(uri, `${ex.serviceRoot}/`).pathname.split("/").pop() ?? "")
    const linked = parseKeySegment(last)
    if (findEntitySet(linked.name)?.name !== "Catalogs" || !linked.id)
      throw badRequest(`The link must point to <root>/Catalogs(<Id>L), not ${uri}.`)
    ctx.store.require("Catalogs", linked.id)
    ctx.store.linkCatalog(id, linked.id)
    ctx.persist()
    return noContent()
  }
  if (ex.req.method === "DELETE" && target.id) {
    if (!ctx.store.unlinkCatalog(id, target.id)) throw notFound(`a link from Products(${id}L) to Catalogs(${target.id}L)`)
    ctx.persist()
    return noContent()
  }
  throw odataError(405, "MethodNotAllowed", "Use POST .../$links/Catalogs with a uri body, or DELETE .../$links/Catalogs(<Id>L).")
}
