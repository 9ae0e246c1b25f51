import type { IncomingMessage } from "http"
import type { WireCodec } from "../../protocol/codec"
import { ProtocolError } from "../../protocol/errors"
import { checkFilterProperties, evaluateFilter, FilterNode, parseFilter } from "../../protocol/filter"
import { parseLiteral } from "../../protocol/literals"
import { EntitySetDef, normalizeUnitType } from "../../protocol/schema"
import type { SandboxContext, SandboxResponse } from "../context"
import { joinedOrderFilterRefusal, variationFeedRefusal } from "../faults"
import { checkRules } from "../rules"
import { badRequest, odataError, violations } from "./errors"
import { expandBudget, parseExpand, withExpansions } from "./navigation"
import { collectionAnswerVersion } from "./versions"

const KNOWN_OPTIONS = new Set(["$filter", "$expand", "$skiptoken", "$top", "$format"])

export interface Exchange {
  req: IncomingMessage
  url: URL
  codecs: { request?: WireCodec; response: WireCodec }
  serviceRoot: string
  body: () => Promise<string>
}

export function ok(codec: WireCodec, body: string, status = 200, headers?: Record<string, string>): SandboxResponse {
  return { status, body, contentType: codec.responseContentType, headers }
}

/** GET <Set>: `$filter` (A6), `$expand`, server-side paging with `$skiptoken` (A21). */
export function listEntities(ctx: SandboxContext, set: EntitySetDef, ex: Exchange): SandboxResponse {
  for (const name of ex.url.searchParams.keys()) {
    if (name.startsWith("$") && !KNOWN_OPTIONS.has(name)) throw badRequest(`The query option ${name} is not supported.`)
  }
  const rawFilter = ex.url.searchParams.get("$filter")
  const filter = rawFilter ? parseFilter(rawFilter) : undefined
  if (filter) checkFilterProperties(filter, set)
  const joinedRefused = joinedOrderFilterRefusal(ctx.faults, set.name, filter)
  if (joinedRefused !== undefined && joinedRefused < 500) {
    const why = "This service evaluates the $filter forms of spec 4.2 rule 4 one at a time, not joined; ask each on its own."
    throw odataError(joinedRefused, "BadRequest", why)
  }
  // A27: a 503 is the server declining before the application looked at the request.
  if (joinedRefused === 503) throw odataError(503, "Unavailable", "The service is unavailable.")
  // A31: a service whose query provider fails on the joined form answers as WCF answers an exception in it.
  if (joinedRefused !== undefined)
    throw odataError(joinedRefused, "InternalServerError", "An error occurred while processing this request.")
  const refused = variationFeedRefusal(ctx.faults, set.name, filter)
  if (refused !== undefined) {
    throw odataError(refused, "FeedNotServed", "This service does not serve the ProductVariations set whole; ask a product's variations.")
  }
  const expand = parseExpand(set, ex.url.searchParams.get("$expand"))
  const skipToken = ex.url.searchParams.get("$skiptoken")
  // A21: the service's own next link carries `<Id>L`; anything else is not a token it gave, a 400.
  if (skipToken && !/^\d+L?$/i.test(skipToken)) throw badRequest(`$skiptoken ${skipToken} is not one the service gave.`)
  const after = skipToken ? BigInt(skipToken.replace(/L$/i, "")) : undefined
  const top = ex.url.searchParams.has("$top") ? Number(ex.url.searchParams.get("$top")) : undefined
  if (top !== undefined && (!Number.isInteger(top) || top < 0)) throw badRequest("$top must be a whole number.")

  const matching = candidatesOf(ctx, set, filter)
    .filter(([id]) => after === undefined || BigInt(id) > after)
    .filter(([, values]) => !filter || evaluateFilter(filter, set, values))
  const limit = Math.min(top ?? Infinity, ctx.pageSize)
  const page = matching.slice(0, limit)
  let nextLink: string | undefined
  if (matching.length > page.length && page.length === ctx.pageSize && (top === undefined || top > ctx.pageSize)) {
    const next = new URL(ex.url.toString())
    next.searchParams.set("$skiptoken", `${page[page.length - 1][0]}L`)
    if (top !== undefined) next.searchParams.set("$top", String(top - page.length))
    nextLink = `${ex.serviceRoot}/${set.name}?${next.searchParams.toString().replace(/\+/g, "%20")}`
  }
  const budget = expandBudget()
  const { written, entities } = withUnknownProperty(
    ctx,
    set,
    page.map(([id]) => withExpansions(ctx.store, set, id, expand, budget))
  )
  const { version, headers } = collectionAnswerVersion(ctx.feedForm, ex.req.headers.maxdataserviceversion, { nextLink: Boolean(nextLink) })
  return ok(
    ex.codecs.response,
    ex.codecs.response.encodeFeed(written, entities, { serviceRoot: ex.serviceRoot, nextLink, version }),
    200,
    headers
  )
}

/**
 * A55 (fault `unknownOrderProperty`): the SalesOrders of a feed written with one more property, one
 * the spec does not show, as a String in both formats; the store and every other set are untouched.
 */
function withUnknownProperty<E extends { set: EntitySetDef; values: Record<string, unknown> }>(
  ctx: SandboxContext,
  set: EntitySetDef,
  entities: E[]
) {
  const unknown = ctx.faults.unknownOrderProperty
  if (!unknown || set.name !== "SalesOrders") return { written: set, entities }
  const written: EntitySetDef = {
    ...set,
    properties: { ...set.properties, [unknown.name]: { type: "Edm.String", access: "readOnly", source: "A55 sandbox fault" } },
  }
  return { written, entities: entities.map((e) => ({ ...e, set: written, values: { ...e.values, [unknown.name]: unknown.value } })) }
}

/**
 * The entities a filter can match: for `Property eq literal` (alone or in an `and`), those the
 * store's index finds for the value; else the whole set. The filter still decides.
 */
function candidatesOf(ctx: SandboxContext, set: EntitySetDef, filter: FilterNode | undefined) {
  const equality = filter && indexableEquality(filter)
  if (!equality || !set.properties[equality.property]) return ctx.store.list(set.name)
  let value
  try {
    value = parseLiteral(set.properties[equality.property].type, equality.raw)
  } catch {
    return ctx.store.list(set.name) // the filter's own evaluation says what is wrong with it
  }
  return ctx.store.lookup(set.name, equality.property, value)
}

function indexableEquality(node: FilterNode): { property: string; raw: string } | undefined {
  if (node.kind === "and") return indexableEquality(node.left) ?? indexableEquality(node.right)
  if (node.kind !== "compare" || node.op !== "eq") return undefined
  const [left, right] = [node.left, node.right]
  if (left.kind === "property" && right.kind === "literal" && right.raw !== "null") return { property: left.name, raw: right.raw }
  if (right.kind === "property" && left.kind === "literal" && left.raw !== "null") return { property: right.name, raw: left.raw }
  return undefined
}

/** POST <Set>: the spec's rules, then 201 with the created entity (spec 7). */
export async function createEntity(ctx: SandboxContext, set: EntitySetDef, ex: Exchange, codec: WireCodec): Promise<SandboxResponse> {
  let values
  try {
    values = codec.decodeEntityRequest(set, await ex.body())
  } catch (error) {
    if (error instanceof ProtocolError && error.detail?.property && /does not exist/.test(error.message)) throw badRequest(error.message)
    throw error
  }
  const messages = checkRules({ set, candidate: values, changed: Object.keys(values), store: ctx.store })
  if (messages.some((m) => m.severity === "error")) throw violations(messages)
  normalize(set, values)

  // Service-facts 6006: specifics beyond 15 are cut. The answer still says 201, with the warning.
  const cut = messages.some((m) => m.code === "6006")
  const [id, stored] = cut ? [ctx.store.newId(), { ...values }] : ctx.store.insert(set.name, values)
  if (set.name === "Products") ctx.marketplace.syncListing(id)
  if (set.name === "ProductVariations") ctx.marketplace.syncListing(String(values.ProductId))
  ctx.persist()
  const location = `${ex.serviceRoot}/${set.name}(${id}L)`
  const body = ex.codecs.response.encodeEntry({ set, id, values: stored }, { serviceRoot: ex.serviceRoot, messages })
  // A35: the request log says why a listing went out without a GTIN, MPN or Brand.
  const note = set.name === "Products" ? ctx.store.state.listings[id]?.note : undefined
  return { ...ok(ex.codecs.response, body, 201, { Location: location }), created: true, ...(note ? { note } : {}) }
}

/** What the service stores of a whole entity differs from what it was sent in a few named ways. */
export function normalize(set: EntitySetDef, values: Record<string, unknown>): void {
  normalizeValues(set, values)
  // A10: a catalog without a parent is at root level unless told otherwise.
  if (set.name === "Catalogs" && values.IsRootLevel === undefined) {
    values.IsRootLevel = values.ParentId === null || values.ParentId === undefined
  }
}

/** What the service makes of the values themselves, on a create and on a property update alike. */
export function normalizeValues(set: EntitySetDef, values: Record<string, unknown>): void {
  // Spec 2.1: UnitType spellings are normalised through the translation table (A16).
  if (set.name === "Products" && typeof values.UnitType === "string") values.UnitType = normalizeUnitType(values.UnitType)
}
