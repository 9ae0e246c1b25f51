import { ENTITY_SETS } from "../../../../protocol/schema"
import { metadataDocument } from "../../../../sandbox/http/metadata"
import { metadataDifferences, parseMetadata } from "../metadata"

/**
 * A description as another WCF service may write it: another prefix for EDMX, the container in a
 * schema of its own, a `Self.` type name, a set name in lower case.
 */
const foreignDescription = (orderProperties: string, extraSets = "") => `<?xml version="1.0" encoding="utf-8"?>
<x:Edmx Version="1.0" xmlns:x="http://schemas.microsoft.com/ado/2007/06/edmx">
  <x:DataServices xmlns:meta="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata" meta:DataServiceVersion="1.0">
    <Schema Namespace="Vendor.Model" xmlns="http://schemas.microsoft.com/ado/2008/09/edm">
      <EntityType Name="SalesOrder">
        <Key><PropertyRef Name="Id"/></Key>
        ${orderProperties}
        <NavigationProperty Name="SalesOrderItems" Relationship="Vendor.Model.X" FromRole="A" ToRole="B"/>
      </EntityType>
    </Schema>
    <Schema Namespace="Vendor.Container" xmlns="http://schemas.microsoft.com/ado/2008/09/edm">
      <EntityContainer Name="Entities" meta:IsDefaultEntityContainer="true">
        <EntitySet Name="salesorders" EntityType="Self.SalesOrder"/>
        ${extraSets}
      </EntityContainer>
    </Schema>
  </x:DataServices>
</x:Edmx>`

describe("the service description (A54)", () => {
  it("reads the sandbox's description back as the schema: every set, property type and navigation, no difference", () => {
    const offered = parseMetadata(metadataDocument())
    expect(Object.keys(offered).sort()).toEqual(Object.keys(ENTITY_SETS).sort())
    for (const set of Object.values(ENTITY_SETS)) {
      expect(offered[set.name].properties).toEqual(Object.fromEntries(Object.entries(set.properties).map(([n, d]) => [n, d.type])))
      expect(offered[set.name].navigation).toEqual(Object.keys(set.navigation))
    }
    expect(metadataDifferences(offered)).toEqual([])
  })

  it("reads another service's prefixes, schemas and type names liberally, and a single property or set as a list", () => {
    const offered = parseMetadata(foreignDescription(`<Property Name="Id" Type="Edm.Int64" Nullable="false"/>`))
    expect(offered).toEqual({ salesorders: { properties: { Id: "Edm.Int64" }, navigation: ["SalesOrderItems"] } })
  })

  it("says which set and property the plugin uses is not offered, and a property of another type", () => {
    const offered = parseMetadata(
      foreignDescription(
        Object.entries(ENTITY_SETS.SalesOrders.properties)
          .filter(([name]) => name !== "PaidDate")
          .map(([name, def]) => `<Property Name="${name}" Type="${name === "ShippingStatus" ? "Edm.Byte" : def.type}"/>`)
          .join("")
      )
    )
    const differences = metadataDifferences(offered, {
      SalesOrders: ENTITY_SETS.SalesOrders,
      OptionalProductAttributes: ENTITY_SETS.OptionalProductAttributes,
    })
    expect(differences).toEqual([
      { kind: "missing_property", set: "SalesOrders", property: "PaidDate" },
      { kind: "other_type", set: "SalesOrders", property: "ShippingStatus", assumed: "Edm.Int32", offered: "Edm.Byte" },
      { kind: "missing_set", set: "OptionalProductAttributes" },
    ])
  })

  it("takes a property the plugin does not know as no difference (the client reads unknown properties, A30)", () => {
    const properties = Object.entries(ENTITY_SETS.SalesOrders.properties).map(([n, d]) => `<Property Name="${n}" Type="${d.type}"/>`)
    const offered = parseMetadata(foreignDescription([...properties, `<Property Name="ClaimStatus" Type="Edm.String"/>`].join("")))
    expect(offered.salesorders.properties.ClaimStatus).toBe("Edm.String")
    expect(metadataDifferences(offered, { SalesOrders: ENTITY_SETS.SalesOrders })).toEqual([])
  })

  it("refuses a body that is no description: not XML, or XML without an entity container", () => {
    expect(() => parseMetadata("<html><body>Login</body></html>")).toThrow("no EntityContainer")
    expect(() => parseMetadata('{ "d": [] }')).toThrow()
  })
})
