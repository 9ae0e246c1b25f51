import { ProtocolError } from "../../protocol/errors"
import { parseKeySegment, parseLiteral } from "../../protocol/literals"
import { ENTITY_SETS, findEntitySet, findOperation, OperationDef } from "../../protocol/schema"
import type { SandboxContext, SandboxResponse } from "../context"
import { OPERATION_HANDLERS, OperationParams } from "../operations"
import { runBatch } from "./batch"
import { createEntity, Exchange, listEntities, ok } from "./collections"
import { metadataDocument } from "./metadata"
import { entityRoute, linksRoute, navigationRoute, propertyRoute } from "./entities"
import { badRequest, methodNotAllowed, notFound, ruleMessage, violations } from "./errors"
import { requestMethod, requireBodyCodec } from "./request"

/**
 * Routes a data-API request below `<root>` (spec 4): the service document, a service
 * operation (4.3), an entity set, an entity, one of its properties, a navigation property, or
 * its `$links` (4.2). Segments are matched case-insensitively, like the service's paths.
 */
export async function routeDataApi(ctx: SandboxContext, segments: string[], ex: Exchange): Promise<SandboxResponse> {
  if (!segments.length) return serviceDocument(ex)
  // A46: a batch's requests come back through this routing, each as if it came on the wire.
  if (segments.length === 1 && segments[0].toLowerCase() === "$batch") return runBatch(ctx, ex, routeDataApi)
  // A54: the service's CSDL, from the one schema; XML whatever the Accept, as WCF Data Services answer it.
  if (segments.length === 1 && segments[0].toLowerCase() === "$metadata") {
    if (requestMethod(ex.req) !== "GET") throw methodNotAllowed(requestMethod(ex.req), "$metadata", ["GET"])
    return { status: 200, body: metadataDocument(), contentType: "application/xml;charset=utf-8" }
  }
  const operation = findOperation(segments[0])
  if (operation && segments.length === 1) return runOperation(ctx, operation, ex)

  const { name, id } = parseKeySegment(segments[0])
  const set = findEntitySet(name)
  if (!set) throw notFound(`the entity set ${name}`)
  // A5: a POST tunnelling another method with X-HTTP-Method is that method here too.
  const method = requestMethod(ex.req)
  if (id === undefined) {
    if (segments.length > 1) throw notFound(segments.join("/"))
    if (method === "GET") return listEntities(ctx, set, ex)
    if (method === "POST" && set.create) return createEntity(ctx, set, ex, requireBodyCodec(ex.codecs.request))
    throw methodNotAllowed(method, set.name, set.create ? ["GET", "POST"] : ["GET"])
  }
  if (segments.length === 1) return entityRoute(ctx, set, id, ex)
  const [second, ...rest] = segments.slice(1)
  if (second.toLowerCase() === "$links") return linksRoute(ctx, set, id, rest, ex)
  if (rest.length) throw notFound(segments.join("/"))
  const property = Object.keys(set.properties).find((p) => p.toLowerCase() === second.toLowerCase())
  if (property) return propertyRoute(ctx, set, id, property, ex)
  const nav = Object.keys(set.navigation).find((n) => n.toLowerCase() === second.toLowerCase())
  if (nav) return navigationRoute(ctx, set, id, nav, ex)
  throw notFound(`${set.name}(${id}L)/${second}`)
}

/** Spec 4.3: parameters in the query string, no body, only the listed method. */
function runOperation(ctx: SandboxContext, operation: OperationDef, ex: Exchange): SandboxResponse {
  const method = requestMethod(ex.req)
  if (method !== operation.method) throw methodNotAllowed(method, operation.name, [operation.method])
  const query = new Map([...ex.url.searchParams.entries()].map(([k, v]) => [k.toLowerCase(), v]))
  const params: OperationParams = {}
  const problems = []
  for (const [name, def] of Object.entries(operation.parameters)) {
    const raw = [name, ...(def.aliases ?? [])].map((n) => query.get(n.toLowerCase())).find((v) => v !== undefined)
    if (raw === undefined || raw === "") {
      if (def.required) problems.push(ruleMessage("operationParameterInvalid", `${operation.name} needs the parameter ${name}.`))
      continue
    }
    try {
      params[name] = parseLiteral(def.type, raw)
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error
      problems.push(ruleMessage("operationParameterInvalid", `${name}=${raw}: ${error.message}.`))
      continue
    }
    if (def.allowed && !def.allowed.includes(params[name] as number)) {
      problems.push(ruleMessage("operationParameterInvalid", `${name}=${raw} is not one of ${def.allowed.join(", ")}.`))
    }
  }
  if (problems.length) throw violations(problems)
  const result = OPERATION_HANDLERS[operation.name](params, ctx)
  ctx.persist()
  return ok(ex.codecs.response, ex.codecs.response.encodeOperationResult(operation, result))
}

/** The service root lists the entity sets (OData service document). */
function serviceDocument(ex: Exchange): SandboxResponse {
  if (requestMethod(ex.req) !== "GET") throw badRequest("The service root only answers GET.")
  const names = Object.keys(ENTITY_SETS)
  const codec = ex.codecs.response
  const body =
    codec.format === "json"
      ? JSON.stringify({ d: { EntitySets: names } })
      : `<?xml version="1.0" encoding="utf-8" standalone="yes"?><service xml:base="${ex.serviceRoot}/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:app="http://www.w3.org/2007/app" xmlns="http://www.w3.org/2007/app"><workspace><atom:title>Default</atom:title>${names
          .map((n) => `<collection href="${n}"><atom:title>${n}</atom:title></collection>`)
          .join("")}</workspace></service>`
  return ok(codec, body)
}
