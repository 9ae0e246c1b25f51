import { ENTITY_SETS, findEntitySet, findOperation, normalizeUnitType, OPERATIONS, PropertyDef, SERVICE_CODES, UNIT_TYPES } from ".."

describe("protocol schema", () => {
  it("keys every entity set by an Int64 Id the service assigns (spec 1 rule 2)", () => {
    for (const set of Object.values(ENTITY_SETS)) {
      expect(set.properties.Id).toMatchObject({ type: "Edm.Int64", access: "readOnly" })
    }
  })

  it("points every navigation property at a known entity set", () => {
    for (const set of Object.values(ENTITY_SETS)) {
      for (const nav of Object.values(set.navigation)) {
        expect(Object.keys(ENTITY_SETS)).toContain(nav.target)
      }
    }
  })

  it("takes natural keys only from properties of the set", () => {
    for (const set of Object.values(ENTITY_SETS)) {
      for (const key of set.naturalKeys.flat()) {
        expect(Object.keys(set.properties)).toContain(key)
      }
    }
  })

  it("accepts only single-property updates on SalesOrders and SalesOrderItems (spec 4.2 rule 1)", () => {
    for (const name of ["SalesOrders", "SalesOrderItems"] as const) {
      expect(ENTITY_SETS[name]).toMatchObject({ propertyUpdate: true, entityReplace: false, merge: false, create: false })
    }
    expect(ENTITY_SETS.DiscountOffers.entityReplace).toBe(true)
  })

  it("A4: properties only other connectors send are optional Strings the plugin never writes", () => {
    const acceptedOnly = Object.values(ENTITY_SETS).flatMap((set) =>
      Object.entries(set.properties as Record<string, PropertyDef>)
        .filter(([, def]) => def.acceptedOnly)
        .map(([name, def]) => [set.name, name, def.type, def.access])
    )
    expect(acceptedOnly).toEqual([
      ["Products", "ExternalProductId", "Edm.String", "optional"],
      ...["ExternalProductId", "Ean", "Isbn", "Upc", "Mpn"].map((name) => ["ProductVariations", name, "Edm.String", "optional"]),
    ])
  })

  it("finds sets and operations whatever the case of the path", () => {
    expect(findEntitySet("salesorders")?.name).toBe("SalesOrders")
    expect(findEntitySet("PRODUCTVARIATIONIMAGES")?.name).toBe("ProductVariationImages")
    expect(findEntitySet("Listings")).toBeUndefined()
    expect(findOperation("reviseinventorystatus")?.method).toBe("POST")
    expect(findOperation("ProductIsListed")?.method).toBe("GET")
  })

  it("lists the DeleteAccountData types of spec 4.3 and nothing else", () => {
    expect(OPERATIONS.DeleteAccountData.parameters.type.allowed).toEqual([0, 2, 4, 6, 8, 10, 12])
  })

  it("has one code per number", () => {
    const codes = Object.values(SERVICE_CODES).map((c) => c.code)
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe("normalizeUnitType (A16)", () => {
  it("maps every canonical value to itself", () => {
    for (const unit of UNIT_TYPES) expect(normalizeUnitType(unit)).toBe(unit)
  })

  it("maps long forms and spellings", () => {
    expect(normalizeUnitType("100 Gramm")).toBe("100g")
    expect(normalizeUnitType("Kilogramm")).toBe("Kg")
    expect(normalizeUnitType("m²")).toBe("M2")
    expect(normalizeUnitType("Stück")).toBe("Unit")
    expect(normalizeUnitType("10 ml")).toBe("10ml")
  })

  it("leaves unknown units unmapped", () => {
    expect(normalizeUnitType("furlong")).toBeUndefined()
  })
})
