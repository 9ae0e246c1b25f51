import { conformanceHarness, product } from "./harness"

describe.each(["json", "atom"] as const)("targeted refusals and the Best Offer rule on revisions (%s)", (format) => {
  const h = conformanceHarness(format)

  it("faults.refusals: a matching request gets the service's error body in its format and changes nothing", async () => {
    const p = String((await h.create("Products", product({ Title: "Linen shirt" }))).values.Id)
    const faults = await h.control("POST", "/_sandbox/faults", {
      refusals: [{ method: "put", path: "/title", status: 400, code: "4001", message: "Title refused for the test." }],
    })
    expect(faults.status).toBe(200)
    const refused = await h.put("Products", p, "Title", "Washed linen shirt")
    expect(refused.status).toBe(400)
    expect(refused.headers["content-type"]).toContain(format === "json" ? "application/json" : "application/atom+xml")
    expect(h.codec.decodeError(refused.text)).toMatchObject({
      code: "4001",
      messages: [expect.objectContaining({ code: "4001", message: "Title refused for the test." })],
    })
    expect((await h.get("Products", p)).values.Title).toBe("Linen shirt")
    // Other methods and paths pass: only the targeted write is refused.
    expect((await h.put("Products", p, "Brand", "Acme")).status).toBe(204)
    expect((await h.call("GET", `Products(${p}L)/Title`)).status).toBe(200)
    expect((await h.requests()).filter((r) => r.path.endsWith("/Title") && r.method === "PUT").map((r) => r.status)).toEqual([400])
    await h.control("POST", "/_sandbox/faults", {})
    expect((await h.put("Products", p, "Title", "Washed linen shirt")).status).toBe(204)
  })

  it("faults.refusals: a malformed refusal answers 400 naming the field", async () => {
    const res = await h.control("POST", "/_sandbox/faults", { refusals: [{ path: "/Title", status: 200, code: "1", message: "x" }] })
    expect(res.status).toBe(400)
    expect(res.text).toContain("refusals[0].status must be 400 to 599")
    expect(
      (await h.control("POST", "/_sandbox/faults", { refusals: [{ path: "", status: 400, code: "1", message: "x" }] })).text
    ).toContain("refusals[0].path")
  })

  it("A26: a price revision under the auto-accept price is refused whole (4010), stock included", async () => {
    const p = String(
      (
        await h.create(
          "Products",
          product({ Price: "20.00", StockAmount: 5, BestOfferAutoAcceptPrice: "15.00", BestOfferMinimumPrice: "12.00" })
        )
      ).values.Id
    )
    const refused = await h.operation("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "2", price: "10.00m" })
    expect(refused.status).toBe(400)
    expect(h.codes(refused)).toEqual(["4010"])
    expect((await h.get("Products", p)).values).toMatchObject({ Price: "20.00", StockAmount: 5 })
    expect(await h.operationValue("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "2", price: "16.00m" })).toBe(true)
    expect((await h.get("Products", p)).values).toMatchObject({ Price: "16.00", StockAmount: 2 })
  })
})
