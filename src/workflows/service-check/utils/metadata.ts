import { parseXml, type XmlNode } from "../../../protocol/codec/xml"
import { ProtocolError } from "../../../protocol/errors"
import { ENTITY_SETS, type EntitySetDef, type EntitySetName } from "../../../protocol/schema"

/** What the service's description (A54) offers: each entity set with its properties' Edm types and its navigation properties. */
export type OfferedSets = Record<string, { properties: Record<string, string>; navigation: string[] }>

/** Where the description differs from what the plugin assumes (`protocol/schema`). */
export type MetadataDifference =
  | { kind: "missing_set"; set: string }
  | { kind: "missing_property"; set: string; property: string }
  | { kind: "other_type"; set: string; property: string; assumed: string; offered: string }

const list = (node: unknown): XmlNode[] =>
  node === undefined || node === null ? [] : (Array.isArray(node) ? node : [node]).filter((n): n is XmlNode => typeof n === "object")
const attr = (node: XmlNode, name: string): string | undefined => {
  const value = node[`@_${name}`]
  return typeof value === "string" ? value : undefined
}
/** A qualified name's last part: `PublicApi.Model.Product` and `Self.Product` name the same type. */
const local = (name: string) => name.slice(name.lastIndexOf(".") + 1)

/**
 * Reads a CSDL document liberally (A54): namespaces and their prefixes vary between services
 * (`edmx:`, none, another), one Schema or several (types in one, the container in another), and
 * types are matched by their local name. Answers the entity sets with their types' properties
 * and navigation properties; throws a ProtocolError when the document is not XML or holds no
 * EntityContainer.
 */
export function parseMetadata(xml: string): OfferedSets {
  const doc = parseXml(xml)
  const edmx = list(doc.Edmx)[0]
  const services = list(edmx?.DataServices)
  const schemas = services.flatMap((s) => list(s.Schema))
  const types = new Map<string, XmlNode>()
  for (const schema of schemas) for (const type of list(schema.EntityType)) types.set(attr(type, "Name") ?? "", type)
  const containers = schemas.flatMap((schema) => list(schema.EntityContainer))
  if (!containers.length) throw new ProtocolError("The service description holds no EntityContainer")
  const offered: OfferedSets = {}
  for (const set of containers.flatMap((c) => list(c.EntitySet))) {
    const name = attr(set, "Name")
    if (!name) continue
    const type = types.get(local(attr(set, "EntityType") ?? ""))
    offered[name] = {
      properties: Object.fromEntries(
        list(type?.Property).flatMap((p) => (attr(p, "Name") ? [[attr(p, "Name")!, attr(p, "Type") ?? ""]] : []))
      ),
      navigation: list(type?.NavigationProperty).flatMap((n) => attr(n, "Name") ?? []),
    }
  }
  return offered
}

/**
 * Where the offered sets differ from what the plugin assumes, for every set of the one schema:
 * a set not offered, a property not offered, a property of another type. What the service offers
 * beyond the schema is not a difference (the client accepts unknown properties, A30).
 */
export function metadataDifferences(offered: OfferedSets, assumed: Record<string, EntitySetDef> = ENTITY_SETS): MetadataDifference[] {
  const byLowerName = new Map(Object.keys(offered).map((name) => [name.toLowerCase(), name]))
  const differences: MetadataDifference[] = []
  for (const set of Object.values(assumed)) {
    // Paths are matched case-insensitively by the service (A1), so a set's spelling is no difference.
    const name = byLowerName.get(set.name.toLowerCase())
    if (!name) {
      differences.push({ kind: "missing_set", set: set.name })
      continue
    }
    const properties = offered[name].properties
    for (const [property, def] of Object.entries(set.properties)) {
      const type = properties[property]
      if (type === undefined) differences.push({ kind: "missing_property", set: set.name, property })
      else if (type !== def.type) differences.push({ kind: "other_type", set: set.name, property, assumed: def.type, offered: type })
    }
  }
  return differences
}

/** The sets named first in a report: those whose absence changes what the plugin can do (A45 GPSR, variation images, orders). */
export const WATCHED_SETS: readonly EntitySetName[] = [
  "OptionalProductAttributes",
  "ProductVariationImages",
  "SalesOrders",
  "SalesOrderItems",
]
