import { XMLParser } from "fast-xml-parser"
import { parseSalesOrderHistory } from "../../src/client/history"
import { unimportedOrdersFilter, queryString } from "../../src/protocol/literals"
import { ENTITY_NAMESPACE, ENTITY_SETS, EntitySetDef, OPERATIONS } from "../../src/protocol/schema"
import { conformanceHarness } from "./harness"

/** A reader of its own, prefixes kept: the namespaces are part of what is pinned. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
})
const EDMX = "http://schemas.microsoft.com/ado/2007/06/edmx"
const CSDL = "http://schemas.microsoft.com/ado/2006/04/edm"
const DATA_SERVICES_METADATA = "http://schemas.microsoft.com/ado/2007/08/dataservices/metadata"

const ORDER = {
  ForeignOrderId: "",
  MarketplaceModificationDate: "2026-11-01T10:00:00",
  SalesOrderItems: [{ Title: "Mug", Amount: 1, Price: "25.00" }],
}

describe.each(["json", "atom"] as const)("$metadata (A54) and the unknowns switches (A55) (%s)", (format) => {
  const h = conformanceHarness(format)

  it("A54: GET $metadata answers the one schema as OData v1 CSDL, XML whatever the Accept", async () => {
    const res = await h.call("GET", "$metadata")
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toContain("application/xml")
    const [edmx] = parser.parse(res.text)["edmx:Edmx"]
    expect(edmx["@_Version"]).toBe("1.0")
    expect(edmx["@_xmlns:edmx"]).toBe(EDMX)
    const [services] = edmx["edmx:DataServices"]
    expect(services["@_m:DataServiceVersion"]).toBe("1.0")
    expect(services["@_xmlns:m"]).toBe(DATA_SERVICES_METADATA)
    const [schema] = services.Schema
    expect(schema["@_Namespace"]).toBe(ENTITY_NAMESPACE)
    expect(schema["@_xmlns"]).toBe(CSDL)

    const sets = Object.values(ENTITY_SETS) as EntitySetDef[]
    const types = new Map<string, any>(schema.EntityType.map((t: any) => [`${ENTITY_NAMESPACE}.${t["@_Name"]}`, t]))
    const associations = new Map<string, any>(schema.Association.map((a: any) => [`${ENTITY_NAMESPACE}.${a["@_Name"]}`, a]))
    const [container] = schema.EntityContainer
    expect(container["@_Name"]).toBe("PublicApiEntities")
    expect(container["@_m:IsDefaultEntityContainer"]).toBe("true")
    expect(container.EntitySet.map((s: any) => [s["@_Name"], s["@_EntityType"]])).toEqual(sets.map((s) => [s.name, s.entityType]))
    for (const set of sets) {
      const type = types.get(set.entityType)
      expect(type.Key[0].PropertyRef[0]["@_Name"]).toBe("Id")
      expect(type.Property.map((p: any) => [p["@_Name"], p["@_Type"]])).toEqual(Object.entries(set.properties).map(([n, d]) => [n, d.type]))
      expect(type.Property.find((p: any) => p["@_Name"] === "Id")["@_Nullable"]).toBe("false")
      const navigation = type.NavigationProperty ?? []
      expect(navigation.map((n: any) => n["@_Name"])).toEqual(Object.keys(set.navigation))
      for (const nav of navigation) {
        // Each navigation names an association whose ends are the two types, its target's end as many as the schema says.
        const association = associations.get(nav["@_Relationship"])
        const ends = Object.fromEntries(association.End.map((e: any) => [e["@_Role"], e]))
        expect(ends[nav["@_FromRole"]]["@_Type"]).toBe(set.entityType)
        const target = set.navigation[nav["@_Name"]]
        expect(ends[nav["@_ToRole"]]["@_Type"]).toBe(ENTITY_SETS[target.target].entityType)
        expect(ends[nav["@_ToRole"]]["@_Multiplicity"]).toBe(target.cardinality === "many" ? "*" : "0..1")
      }
    }
    const functions = container.FunctionImport.map((f: any) => [f["@_Name"], f["@_ReturnType"], f["@_m:HttpMethod"]])
    expect(functions).toEqual(Object.values(OPERATIONS).map((op) => [op.name, op.returns, op.method]))
  })

  it("A54: $metadata is matched in any case, asks a session like every data request, and answers only GET", async () => {
    expect((await h.call("GET", "$METADATA")).status).toBe(200)
    expect((await h.raw("GET", "/publicapi/v1/api.svc/$metadata")).status).toBe(401)
    const post = await h.call("POST", "$metadata", "")
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe("GET")
  })

  it("A55: unknownOrderProperty puts a property the spec does not show on every SalesOrders of a feed; the client keeps it", async () => {
    expect((await h.control("POST", "/_sandbox/seed", { salesOrders: [ORDER] })).status).toBe(201)
    const path = `SalesOrders()${queryString({ $filter: unimportedOrdersFilter() })}`
    expect((await h.call("GET", path)).text).not.toContain("ClaimStatus")
    expect((await h.control("POST", "/_sandbox/faults", { unknownOrderProperty: { name: "ClaimStatus", value: "open" } })).status).toBe(200)
    const res = await h.call("GET", path)
    expect(res.status).toBe(200)
    const [order] = h.codec.decodeFeed(ENTITY_SETS.SalesOrders, res.text).entries
    expect(order.values.ClaimStatus).toBe("open")
    // Other sets and the store stay as they were.
    expect((await h.call("GET", "SalesOrderItems")).text).not.toContain("ClaimStatus")
    await h.control("POST", "/_sandbox/faults", {})
    expect((await h.call("GET", path)).text).not.toContain("ClaimStatus")
  })

  it("A55: unknownHistoryAction adds a line per item with an action the spec does not show, never stored", async () => {
    const seeded = JSON.parse((await h.control("POST", "/_sandbox/seed", { salesOrders: [ORDER] })).text)
    const [
      {
        Id: orderId,
        SalesOrderItems: [itemId],
      },
    ] = seeded.salesOrders
    const history = async () =>
      parseSalesOrderHistory(String(await h.operationValue("GetSalesOrderHistory", { salesOrderId: `${orderId}L` })))
    expect(await history()).toEqual([])
    await h.control("POST", "/_sandbox/faults", { unknownHistoryAction: "RefundRequested" })
    expect(await history()).toEqual([expect.objectContaining({ itemId, action: "RefundRequested", value: 1 })])
    await h.control("POST", "/_sandbox/faults", {})
    expect(await history()).toEqual([])
  })

  it("A55: the switches refuse what they cannot serve, naming the field", async () => {
    const refused = async (body: unknown) => (await h.control("POST", "/_sandbox/faults", body)).text
    expect(await refused({ unknownOrderProperty: { name: "PaidDate", value: "x" } })).toContain("SalesOrders already has PaidDate")
    expect(await refused({ unknownOrderProperty: { name: "Claim Status", value: "x" } })).toContain("unknownOrderProperty.name")
    expect(await refused({ unknownOrderProperty: "ClaimStatus" })).toContain("unknownOrderProperty must be { name, value }")
    expect(await refused({ unknownHistoryAction: "" })).toContain("unknownHistoryAction must be an action name")
    expect(await refused({ nothing: true })).toContain("unknownOrderProperty, unknownHistoryAction")
  })
})
