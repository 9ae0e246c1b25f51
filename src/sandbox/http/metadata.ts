import { escapeAttribute, XML_DECLARATION } from "../../protocol/codec/xml"
import { ENTITY_NAMESPACE, ENTITY_SETS, EntitySetDef, OPERATIONS } from "../../protocol/schema"

/** A54: the entity container's name, marked the default one as WCF Data Services mark theirs. */
export const METADATA_CONTAINER = "PublicApiEntities"

/** The namespaces of an OData v1 CSDL document (EDMX 1.0, CSDL 2006/04, data services metadata). */
const EDMX_NS = "http://schemas.microsoft.com/ado/2007/06/edmx"
const METADATA_NS = "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata"
const CSDL_NS = "http://schemas.microsoft.com/ado/2006/04/edm"

const typeName = (set: EntitySetDef) => set.entityType.slice(ENTITY_NAMESPACE.length + 1)
const sets = () => Object.values(ENTITY_SETS) as EntitySetDef[]

/** One association per navigation property, named after its type and property (CSDL asks for a relationship on each). */
function associations(): Array<{ name: string; from: EntitySetDef; to: EntitySetDef; nav: string; many: boolean }> {
  return sets().flatMap((set) =>
    Object.entries(set.navigation).map(([nav, def]) => ({
      name: `${typeName(set)}_${nav}`,
      from: set,
      to: ENTITY_SETS[def.target] as EntitySetDef,
      nav,
      many: def.cardinality === "many",
    }))
  )
}

function entityType(set: EntitySetDef): string {
  const properties = Object.entries(set.properties).map(([name, def]) => {
    const required = name === set.key || def.access === "required" || def.access === "requiredOnCreate"
    const length = def.maxLength !== undefined ? ` MaxLength="${def.maxLength}"` : ""
    return `<Property Name="${name}" Type="${def.type}" Nullable="${required ? "false" : "true"}"${length} />`
  })
  const navigation = Object.keys(set.navigation).map((nav) => {
    const relationship = `${typeName(set)}_${nav}`
    const roles = `FromRole="${relationship}_Source" ToRole="${relationship}_Target"`
    return `<NavigationProperty Name="${nav}" Relationship="${ENTITY_NAMESPACE}.${relationship}" ${roles} />`
  })
  const key = `<Key><PropertyRef Name="${set.key}" /></Key>`
  return `<EntityType Name="${typeName(set)}">${key}${properties.join("")}${navigation.join("")}</EntityType>`
}

/**
 * `GET <root>/$metadata` (A54): the service's CSDL as a WCF Data Service (OData v1) writes it,
 * generated from the one schema (`protocol/schema`), so it lists exactly the entity sets,
 * properties with their Edm types, navigation properties and service operations the client and
 * the sandbox use. Always XML: the service answers `$metadata` in no other format.
 */
export function metadataDocument(): string {
  const types = sets().map(entityType).join("")
  const links = associations()
  const relationships = links
    .map(
      (a) =>
        `<Association Name="${a.name}"><End Role="${a.name}_Source" Type="${a.from.entityType}" Multiplicity="*" />` +
        `<End Role="${a.name}_Target" Type="${a.to.entityType}" Multiplicity="${a.many ? "*" : "0..1"}" /></Association>`
    )
    .join("")
  const entitySets = sets()
    .map((set) => `<EntitySet Name="${set.name}" EntityType="${set.entityType}" />`)
    .join("")
  const associationSets = links
    .map(
      (a) =>
        `<AssociationSet Name="${a.name}" Association="${ENTITY_NAMESPACE}.${a.name}">` +
        `<End Role="${a.name}_Source" EntitySet="${a.from.name}" />` +
        `<End Role="${a.name}_Target" EntitySet="${a.to.name}" /></AssociationSet>`
    )
    .join("")
  const functions = Object.values(OPERATIONS)
    .map(
      (op) =>
        `<FunctionImport Name="${op.name}" ReturnType="${op.returns}" m:HttpMethod="${op.method}">` +
        Object.entries(op.parameters)
          .map(([name, def]) => `<Parameter Name="${escapeAttribute(name)}" Type="${def.type}" Mode="In" />`)
          .join("") +
        `</FunctionImport>`
    )
    .join("")
  return (
    `${XML_DECLARATION}<edmx:Edmx Version="1.0" xmlns:edmx="${EDMX_NS}">` +
    `<edmx:DataServices xmlns:m="${METADATA_NS}" m:DataServiceVersion="1.0">` +
    `<Schema Namespace="${ENTITY_NAMESPACE}" xmlns:d="http://schemas.microsoft.com/ado/2007/08/dataservices" xmlns:m="${METADATA_NS}" xmlns="${CSDL_NS}">` +
    types +
    relationships +
    `<EntityContainer Name="${METADATA_CONTAINER}" m:IsDefaultEntityContainer="true">` +
    `${entitySets}${associationSets}${functions}</EntityContainer>` +
    `</Schema></edmx:DataServices></edmx:Edmx>`
  )
}
