import type { EdmValue, EntityValues } from "../../src/protocol/edm"
import { ENTITY_SETS, EntitySetName } from "../../src/protocol/schema"
import { conformanceHarness, Harness, oneOfEach, product, variationSet } from "./harness"

/**
 * A5's table, row by row: the property a single-property PUT changes, the whole-entity body,
 * and the status each method answers. `create` is checked by the set's own tests when it is
 * allowed (201) and here when it is not (405).
 */
const TABLE: Array<{
  set: EntitySetName
  property: [string, EdmValue]
  whole: (ids: Record<EntitySetName, string>) => EntityValues
  status: { post?: 405; putProperty: number; putWhole: number; delete: number }
}> = [
  {
    set: "Products",
    property: ["Title", "Washed linen"],
    whole: () => product(),
    status: { putProperty: 204, putWhole: 405, delete: 204 },
  },
  {
    set: "ProductImages",
    property: ["ImageUrl", "https://img.test/2.jpg"],
    whole: (ids) => ({ ProductId: ids.Products, ImageUrl: "https://img.test/2.jpg", Type: 1 }),
    status: { putProperty: 405, putWhole: 405, delete: 204 },
  },
  {
    set: "ProductVariations",
    property: ["Price", "31.00"],
    whole: () => ({ Price: "31.00" }),
    status: { putProperty: 204, putWhole: 405, delete: 204 },
  },
  {
    set: "ProductVariationSpecifics",
    property: ["Value", "Rot"],
    whole: () => ({ Value: "Rot" }),
    status: { putProperty: 405, putWhole: 405, delete: 204 },
  },
  {
    set: "ProductVariationImages",
    property: ["ImagePosition", 2],
    whole: () => ({ ImagePosition: 2 }),
    status: { putProperty: 405, putWhole: 405, delete: 204 },
  },
  {
    set: "ProductSpecifics",
    property: ["Value", "Baumwolle"],
    whole: () => ({ Value: "Baumwolle" }),
    status: { putProperty: 405, putWhole: 405, delete: 204 },
  },
  {
    set: "OptionalProductAttributes",
    property: ["Value", "Kleinteile."],
    whole: () => ({ Value: "Kleinteile." }),
    status: { putProperty: 405, putWhole: 405, delete: 204 },
  },
  {
    set: "DiscountOffers",
    property: ["Price", "34.90"],
    whole: (ids) => ({ ProductId: ids.Products, Price: "34.90", Type: 1 }),
    status: { putProperty: 405, putWhole: 204, delete: 204 },
  },
  {
    set: "Catalogs",
    property: ["Name", "Leinenhemden"],
    whole: () => ({ ForeignId: "cat", Name: "Leinenhemden" }),
    status: { putProperty: 204, putWhole: 405, delete: 204 },
  },
  {
    set: "SalesOrders",
    property: ["ForeignOrderId", "1042"],
    whole: () => ({ ForeignOrderId: "1042" }),
    status: { post: 405, putProperty: 204, putWhole: 400, delete: 405 },
  },
  {
    set: "SalesOrderItems",
    property: ["ShippingStatus", 1],
    whole: () => ({ ShippingStatus: 1 }),
    status: { post: 405, putProperty: 204, putWhole: 400, delete: 405 },
  },
  {
    set: "Buyers",
    property: ["Email", "x@example.com"],
    whole: () => ({ Email: "x@example.com" }),
    status: { post: 405, putProperty: 405, putWhole: 405, delete: 405 },
  },
  {
    set: "Addresses",
    property: ["Town", "Bonn"],
    whole: () => ({ Town: "Bonn" }),
    status: { post: 405, putProperty: 405, putWhole: 405, delete: 405 },
  },
]

describe.each(["json", "atom"] as const)("A5: the methods each entity set takes (%s)", (format) => {
  const h = conformanceHarness(format)

  it.each(TABLE)("A5: $set answers GET by id, and each other method as the table decides", async ({ set, property, whole, status }) => {
    const ids = await oneOfEach(h)
    const def = ENTITY_SETS[set]
    const path = `${set}(${ids[set]}L)`
    const answers = {
      get: (await h.call("GET", path)).status,
      ...(status.post ? { post: (await h.call("POST", set, h.codec.encodeEntityRequest(def, whole(ids)))).status } : {}),
      putProperty: (await h.put(set, ids[set], property[0], property[1])).status,
      putWhole: (await h.call("PUT", path, h.codec.encodeEntityRequest(def, whole(ids)))).status,
      delete: (await h.call("DELETE", path)).status,
    }
    expect(answers).toEqual({ get: 200, ...status })
    // What a refused method leaves is unchanged; what a DELETE takes is gone.
    expect((await h.call("GET", path)).status).toBe(status.delete === 204 ? 404 : 200)
  })

  it("A5: deleting a variation takes its specifics and variation images; the service root lists the entity sets", async () => {
    const ids = await oneOfEach(h)
    expect((await h.call("DELETE", `ProductVariations(${ids.ProductVariations}L)`)).status).toBe(204)
    const state = await h.state()
    expect(state.sets.ProductVariationSpecifics).toEqual({})
    expect(state.sets.ProductVariationImages).toEqual({})
    const root = (await h.call("GET", "")).text
    for (const set of Object.keys(ENTITY_SETS)) expect(root).toContain(set)
  })
})
