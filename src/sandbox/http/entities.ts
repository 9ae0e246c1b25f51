import type { EdmValue, EntityValues } from "../../protocol/edm"
import { ENTITY_SETS, EntitySetDef, findEntitySet } from "../../protocol/schema"
import { parseKeySegment } from "../../protocol/literals"
import type { SandboxContext, SandboxResponse } from "../context"
import { checkRules } from "../rules"
import { MARKETPLACE_IDENTIFIERS, requiredRule } from "../rules/common"
import { Exchange, normalize, normalizeValues, ok } from "./collections"
import { badRequest, methodNotAllowed, notFound, odataError, ruleMessage, violation, violations } from "./errors"
import { expandsCollection, parseExpand, relatedIds, withExpansions } from "./navigation"
import { requestMethod, requireBodyCodec } from "./request"
import { collectionAnswerVersion } from "./versions"

/**
 * Properties that tie an entity to its parent. The spec's single-property updates are for
 * data, not for moving an image or a variation to another product, so they are refused.
 */
const PARENT_REFERENCES = new Set(["ProductId", "ProductVariationId", "ProductVariationSpecificId", "SalesOrderId"])

const noContent = (): SandboxResponse => ({ status: 204 })

/** GET, PUT, MERGE/PATCH and DELETE on `<Set>(<Id>L)`; a POST may tunnel the others (A5). */
export async function entityRoute(ctx: SandboxContext, set: EntitySetDef, id: string, ex: Exchange): Promise<SandboxResponse> {
  const method = requestMethod(ex.req)
  const path = `${set.name}(${id}L)`
  if (method === "GET") {
    ctx.store.require(set.name, id)
    const expand = parseExpand(set, ex.url.searchParams.get("$expand"))
    const entity = withExpansions(ctx.store, set, id, expand)
    // An expanded collection is written as the answer's version writes collections (A21).
    const { version, headers } = expandsCollection(set, expand)
      ? collectionAnswerVersion(ctx.feedForm, ex.req.headers.maxdataserviceversion, { nextLink: false })
      : { version: "1.0" as const, headers: undefined }
    return ok(ex.codecs.response, ex.codecs.response.encodeEntry(entity, { serviceRoot: ex.serviceRoot, version }), 200, headers)
  }
  if (method === "MERGE" && set.merge) return mergeEntity(ctx, set, id, ex)
  if (method === "PUT" && set.entityReplace) return replaceEntity(ctx, set, id, ex)
  if (method === "DELETE" && set.delete) return deleteEntity(ctx, set, id)
  // Spec 4.2 rule 1: a change addressed to a whole SalesOrder or SalesOrderItem is an error,
  // whatever its verb (MERGE of one property too, though the vendor's connector sends it).
  const change = method === "PUT" || method === "MERGE" || method === "PATCH"
  if (change && (set.name === "SalesOrders" || set.name === "SalesOrderItems")) {
    throw violation("wholeEntityUpdate", `Send PUT ${path}/<Property> with one property instead (spec 4.2 rule 1).`)
  }
  // PATCH is OData v3's verb: this v1 service (spec 9) merges with MERGE only.
  throw methodNotAllowed(method, path, [
    "GET",
    ...(set.propertyUpdate ? [`PUT ${path}/<Property>`] : []),
    ...(set.entityReplace ? ["PUT"] : []),
    ...(set.merge ? ["MERGE"] : []),
    ...(set.delete ? ["DELETE"] : []),
  ])
}

/**
 * A5: `MERGE <Set>(<Id>L)` changes the properties the body carries and keeps the others, as WCF
 * Data Services merges. Each is checked by the rules of a create or property update, refused as
 * a create refuses it (an unknown property is a 400 naming it, a read-only one 4090), and the
 * marketplace reacts as to a property update of each.
 */
async function mergeEntity(ctx: SandboxContext, set: EntitySetDef, id: string, ex: Exchange): Promise<SandboxResponse> {
  const existing = ctx.store.require(set.name, id)
  const values = requireBodyCodec(ex.codecs.request).decodeEntityRequest(set, await ex.body())
  // A parent reference sent as it is stored changes nothing; another value would move the entity.
  const moved = Object.keys(values).filter(
    (name) => PARENT_REFERENCES.has(name) && String(values[name] ?? "") !== String(existing[name] ?? "")
  )
  if (moved.length) {
    throw violations(moved.map((name) => ruleMessage("readOnlyProperty", `${name} ties the entity to its parent and cannot be changed.`)))
  }
  const changed = Object.keys(values).filter((name) => !PARENT_REFERENCES.has(name))
  const candidate: EntityValues = { ...existing, ...values }
  const messages = checkRules({ set, candidate, existing, changed, store: ctx.store })
  if (messages.some((m) => m.severity === "error")) throw violations(messages)
  const stored: Record<string, unknown> = Object.fromEntries(changed.map((name) => [name, values[name]]))
  normalizeValues(set, stored)
  ctx.store.update(set.name, id, stored as EntityValues)
  for (const name of changed) afterPropertyUpdate(ctx, set, id, name, stored[name] as EdmValue | null)
  ctx.persist()
  return noContent()
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
  // A49: with the fault on, a variation deleted with stock goes on selling on the marketplace.
  if (set.name === "ProductVariations" && ctx.faults.deletedVariationsKeepSelling) ctx.marketplace.variationDeleted(entity)
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
  const method = requestMethod(ex.req)
  if (method === "GET") return ok(codec, codec.encodePropertyResponse(set, property, ctx.store.wire(set.name, id)[property] ?? null))
  if (method !== "PUT") throw methodNotAllowed(method, `${set.name}(${id}L)/${property}`, ["GET", "PUT"])
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
  const method = requestMethod(ex.req)
  if (method !== "GET") throw methodNotAllowed(method, `${set.name}(${id}L)/${nav}`, ["GET"])
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

/** What adding and deleting a link changes; `remove` is false when there was no such link (404). */
interface LinkStore {
  add(ctx: SandboxContext, from: string, to: string): void
  remove(ctx: SandboxContext, from: string, to: string): boolean
}

/** The navigation properties that take `$links` (the schema's `links`), by `<Set>/<Navigation>`. */
const LINKS: Record<string, LinkStore> = {
  "Products/Catalogs": {
    add: (ctx, productId, catalogId) => ctx.store.linkCatalog(productId, catalogId),
    remove: (ctx, productId, catalogId) => ctx.store.unlinkCatalog(productId, catalogId),
  },
  // A10: a link to another parent makes it the catalog's ParentId, under the rules of a ParentId
  // update (3002: not the catalog itself nor one below it); the parent it had stays one until its
  // link is deleted, as the vendor links the new parent before it unlinks the old (evidence C4,
  // C5). IsRootLevel is the client's to send and stays as it is.
  "Catalogs/ParentCatalogs": {
    add(ctx, catalogId, parentId) {
      const existing = ctx.store.require("Catalogs", catalogId)
      const candidate: EntityValues = { ...existing, ParentId: parentId }
      const messages = checkRules({ set: ENTITY_SETS.Catalogs, candidate, existing, changed: ["ParentId"], store: ctx.store })
      if (messages.some((m) => m.severity === "error")) throw violations(messages)
      ctx.store.linkParent(catalogId, parentId)
    },
    remove: (ctx, catalogId, parentId) => ctx.store.unlinkParent(catalogId, parentId),
  },
}

/**
 * `<Set>(<Id>L)/$links/<Navigation>[(<Id>L)]` of a navigation property that takes links:
 * `Products(<Id>L)/$links/Catalogs` (spec 4.2), `Catalogs(<Id>L)/$links/ParentCatalogs` (A10).
 */
export async function linksRoute(
  ctx: SandboxContext,
  set: EntitySetDef,
  id: string,
  rest: string[],
  ex: Exchange
): Promise<SandboxResponse> {
  const segment = rest.length === 1 ? parseKeySegment(rest[0]) : undefined
  const nav = Object.keys(set.navigation).find((name) => name.toLowerCase() === segment?.name.toLowerCase())
  const links = nav && set.navigation[nav].links ? LINKS[`${set.name}/${nav}`] : undefined
  if (!segment || !nav || !links) throw notFound(`${set.name}(${id}L)/$links/${rest.join("/")}`)
  ctx.store.require(set.name, id)
  const target = set.navigation[nav].target
  if (requestMethod(ex.req) === "POST" && !segment.id) {
    const uri = requireBodyCodec(ex.codecs.request).decodeLinkRequest(await ex.body())
    const last = decodeURIComponent(new URL(uri, `${ex.serviceRoot}/`).pathname.split("/").pop() ?? "")
    const linked = parseKeySegment(last)
    if (findEntitySet(linked.name)?.name !== target || !linked.id) {
      throw badRequest(`The link must point to <root>/${target}(<Id>L), not ${uri}.`)
    }
    ctx.store.require(target, linked.id)
    links.add(ctx, id, linked.id)
    ctx.persist()
    return noContent()
  }
  if (requestMethod(ex.req) === "DELETE" && segment.id) {
    if (!links.remove(ctx, id, segment.id)) throw notFound(`a link from ${set.name}(${id}L) to ${target}(${segment.id}L)`)
    ctx.persist()
    return noContent()
  }
  throw odataError(405, "MethodNotAllowed", `Use POST .../$links/${nav} with a uri body, or DELETE .../$links/${nav}(<Id>L).`)
}
