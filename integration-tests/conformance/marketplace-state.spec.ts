import { conformanceHarness, Harness, product, variationSet } from "./harness"

const listed = (h: Harness, productId: string) => h.operationValue("ProductIsListed", { productId: `${productId}L` })
const revise = (h: Harness, productId: string, stockAmount: number) =>
  h.operationValue("ReviseInventoryStatus", { productId: `${productId}L`, stockAmount: String(stockAmount) })
const catalog = async (h: Harness) => String((await h.create("Catalogs", { ForeignId: "cat", Name: "Shirts" })).values.Id)

describe.each(["json", "atom"] as const)("the marketplace as it would be (%s)", (format) => {
  const h = conformanceHarness(format)

  it("A38: DELETE of a listed product leaves its listing live, noted as beyond revision; the service answers 404 for it", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 3, Ean: "4006381333931", Mpn: "LS-1", Brand: "Acme" }))).values.Id)
    expect((await h.call("DELETE", `Products(${p}L)`)).status).toBe(204)
    const listing = (await h.state()).listings[p]
    expect(listing).toMatchObject({ active: true, quantity: 3, endedAt: null, productDeletedAt: expect.any(String) })
    expect(listing.note).toMatch(/deleted at the service while listed: the listing stays live .* nothing can revise or end it/)
    // Nothing is left at the service to ask or revise: ProductIsListed and ReviseInventoryStatus answer 404.
    expect((await h.operation("ProductIsListed", { productId: `${p}L` })).status).toBe(404)
    expect((await h.operation("ReviseInventoryStatus", { productId: `${p}L`, stockAmount: "0" })).status).toBe(404)
    expect((await h.state()).listings[p].active).toBe(true)
  })

  it("A38: a product whose listing was ended first (stock 0) leaves an ended listing when deleted", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 2 }))).values.Id)
    await revise(h, p, 0)
    expect(await listed(h, p)).toBe(false)
    await h.call("DELETE", `Products(${p}L)`)
    expect((await h.state()).listings[p]).toMatchObject({
      active: false,
      quantity: 0,
      endedAt: expect.any(String),
      productDeletedAt: expect.any(String),
      note: "product deleted at the service after its listing had ended",
    })
  })

  it("A39: a listing the marketplace ends stays ended whatever stock is sent, until relisted; then rules 8 and 9 apply again", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 5 }))).values.Id)
    const ended = await h.control("POST", "/_sandbox/listings/end", { productId: p })
    expect(ended.status).toBe(200)
    expect(JSON.parse(ended.text)).toMatchObject({ productId: p, listing: { active: false, quantity: 0, takenDownAt: expect.any(String) } })
    expect(await listed(h, p)).toBe(false)
    // The service accepts the stock (true), yet the marketplace keeps the listing ended.
    expect(await revise(h, p, 7)).toBe(true)
    expect(await listed(h, p)).toBe(false)
    expect((await h.put("Products", p, "StockAmount", 9)).status).toBe(204)
    expect(await listed(h, p)).toBe(false)
    expect((await h.control("POST", "/_sandbox/purchases", { productId: p, quantity: 1 })).status).toBe(409)

    const relisted = await h.control("POST", "/_sandbox/listings/relist", { productId: p })
    expect(JSON.parse(relisted.text)).toEqual({
      productId: p,
      listing: { active: true, quantity: 9, endedAt: null, note: expect.any(String) },
    })
    expect(await listed(h, p)).toBe(true)
    await revise(h, p, 0)
    expect(await listed(h, p)).toBe(false)
    await revise(h, p, 3)
    expect(await listed(h, p)).toBe(true)
  })

  it("A39: relisting a product without stock leaves it ended until stock arrives", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 4 }))).values.Id)
    expect((await h.control("POST", "/_sandbox/listings/end", { productId: p })).status).toBe(200)
    await revise(h, p, 0)
    const relisted = await h.control("POST", "/_sandbox/listings/relist", { productId: p })
    expect([relisted.status, JSON.parse(relisted.text).listing.active]).toEqual([200, false])
    expect(await listed(h, p)).toBe(false)
    await revise(h, p, 2)
    expect(await listed(h, p)).toBe(true)
  })

  it("A39: SetCatalogProfile answers false for a profile the account does not hold, and assigns nothing", async () => {
    const c = await catalog(h)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profilId: "77L" })).toBe(true)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profilId: "31L" })).toBe(false)
    // A payment profile id is not a shipping profile.
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profilId: "42L" })).toBe(false)
    expect((await h.state()).catalogProfiles).toEqual({ [c]: { "3": "77" } })

    await h.control("PUT", "/_sandbox/profiles", { payment: ["11"], shipping: ["31", "32"] })
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "3", profileId: "31L" })).toBe(true)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "1", profilId: "42L" })).toBe(false)
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "2", profilId: "2L" })).toBe(false)
    // A28: clearing names no profile, so there is nothing the account must hold.
    expect(await h.operationValue("SetCatalogProfile", { catalogId: `${c}L`, type: "2" })).toBe(true)
    expect((await h.state()).catalogProfiles).toEqual({ [c]: { "3": "31" } })
  })

  it("A39: DeleteAccountData answers false while refuseReset is on, and empties nothing", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    const c = await catalog(h)
    await h.purchase({ productId: p, quantity: 1 })
    await h.control("POST", "/_sandbox/faults", { refuseReset: true })
    expect(await h.operationValue("DeleteAccountData", { type: "0" })).toBe(false)
    const state = await h.state()
    expect(Object.keys(state.sets.Products)).toEqual([p])
    expect(Object.keys(state.sets.Catalogs)).toEqual([c])
    expect(Object.keys(state.sets.SalesOrders)).toHaveLength(1)
    expect(state.listings[p]).toEqual({ active: true, quantity: 4, endedAt: null, note: expect.any(String) })

    await h.control("POST", "/_sandbox/faults", {})
    expect(await h.operationValue("DeleteAccountData", { type: "2" })).toBe(true)
    expect((await h.state()).sets.Products).toEqual({})
  })

  it("A49: ReviseInventoryStatus answers false while reviseInventoryFalse names the product (or is true); nothing changes", async () => {
    const p = String((await h.create("Products", product({ StockAmount: 5 }))).values.Id)
    const other = String((await h.create("Products", product({ StockAmount: 5, ForeignId: "other" }))).values.Id)
    await h.control("POST", "/_sandbox/faults", { reviseInventoryFalse: [p] })
    expect(await revise(h, p, 0)).toBe(false)
    expect(await revise(h, other, 2)).toBe(true)
    expect((await h.state()).sets.Products[p]).toMatchObject({ StockAmount: 5 })
    expect((await h.state()).listings[p]).toMatchObject({ active: true, quantity: 5 })
    await h.control("POST", "/_sandbox/faults", { reviseInventoryFalse: true })
    expect(await h.operationValue("ReviseInventoryStatus", { productId: `${other}L`, price: "12.00m" })).toBe(false)
    expect((await h.state()).sets.Products[other]).toMatchObject({ StockAmount: 2, Price: "19.90" })
    // A request it could not take at all is still answered as without the fault.
    expect((await h.operation("ReviseInventoryStatus", { productId: "999999L", stockAmount: "1" })).status).toBe(404)
    await h.control("POST", "/_sandbox/faults", {})
    expect(await revise(h, p, 0)).toBe(true)
    expect(await listed(h, p)).toBe(false)
  })

  it("A49: with deletedVariationsKeepSelling a variation deleted with stock goes on selling; one revised to 0 first is gone", async () => {
    const { productId, variations } = await variationSet(h, [
      { sku: "B-M", colour: "Blau", size: "M", stock: 3 },
      { sku: "B-L", colour: "Blau", size: "L", stock: 2 },
      { sku: "R-M", colour: "Rot", size: "M", stock: 4 },
    ])
    const [stranded, ended] = variations.map((v) => v.variationId)
    await h.operationValue("ReviseInventoryStatus", { productId: `${productId}L`, stockAmount: "4" })
    await h.control("POST", "/_sandbox/faults", { deletedVariationsKeepSelling: true })
    expect((await h.call("DELETE", `ProductVariations(${stranded}L)`)).status).toBe(204)
    expect(
      await h.operationValue("ReviseInventoryStatus", { productId: `${productId}L`, productVariationId: `${ended}L`, stockAmount: "0" })
    ).toBe(true)
    expect((await h.call("DELETE", `ProductVariations(${ended}L)`)).status).toBe(204)
    const listing = (await h.state()).listings[productId]
    expect(listing).toMatchObject({ active: true, quantity: 7 })
    expect(Object.keys(listing.strandedVariations)).toEqual([stranded])
    expect(listing.strandedVariations[stranded]).toMatchObject({ sku: "B-M", price: "29.90", quantity: 3 })
    // Nothing at the service reaches it any more, yet a buyer can buy it; the one ended first is not for sale.
    const revised = await h.operation("ReviseInventoryStatus", {
      productId: `${productId}L`,
      productVariationId: `${stranded}L`,
      stockAmount: "0",
    })
    expect(revised.status).toBe(404)
    await h.purchase({ productId, productVariationId: stranded, quantity: 3 })
    await expect(h.purchase({ productId, productVariationId: ended, quantity: 1 })).rejects.toThrow(/answered 404/)
    const after = (await h.state()).listings[productId]
    expect(after).toMatchObject({ active: true, quantity: 4 })
    expect(after.strandedVariations).toBeUndefined()
  })
})

describe("control API: listings and profiles", () => {
  const h = conformanceHarness("json")
  const message = async (method: string, path: string, body?: unknown) => {
    const res = await h.control(method, path, body)
    return [res.status, JSON.parse(res.text).error.message.value]
  }

  it("listings/end and listings/relist: 404 naming an unknown product, 400 for a body without a productId", async () => {
    expect(await message("POST", "/_sandbox/listings/end", { productId: "999999" })).toEqual([
      404,
      expect.stringContaining("Products(999999L)"),
    ])
    expect(await message("POST", "/_sandbox/listings/relist", { productId: "999999" })).toEqual([
      404,
      expect.stringContaining("Products(999999L)"),
    ])
    expect(await message("POST", "/_sandbox/listings/end", {})).toEqual([400, 'productId must be an id, such as "1001".'])
    expect(await message("POST", "/_sandbox/listings/end", { productId: "abc" })).toEqual([400, 'productId must be an id, such as "1001".'])
  })

  it("listings/end reaches the live listing of a deleted product; relist cannot bring it back", async () => {
    const p = String((await h.create("Products", product())).values.Id)
    await h.call("DELETE", `Products(${p}L)`)
    expect((await h.state()).listings[p].active).toBe(true)
    expect((await h.control("POST", "/_sandbox/listings/end", { productId: p })).status).toBe(200)
    expect((await h.state()).listings[p]).toMatchObject({ active: false, productDeletedAt: expect.any(String) })
    expect(await message("POST", "/_sandbox/listings/relist", { productId: p })).toEqual([404, expect.stringContaining(`Products(${p}L)`)])
  })

  it("profiles: a fresh sandbox holds the documented defaults; PUT replaces them, a type left out holds none", async () => {
    const defaults = { payment: ["1", "42", "501"], return: ["2", "502"], shipping: ["3", "77", "503"] }
    expect(JSON.parse((await h.control("GET", "/_sandbox/profiles")).text)).toEqual({ profiles: defaults })
    const put = await h.control("PUT", "/_sandbox/profiles", { payment: ["11", 12, "11"], shipping: [] })
    expect(JSON.parse(put.text)).toEqual({ profiles: { payment: ["11", "12"], return: [], shipping: [] } })
    expect((await h.state()).accountProfiles).toEqual({ payment: ["11", "12"], return: [], shipping: [] })
    await h.control("POST", "/_sandbox/reset")
    expect((await h.state()).accountProfiles).toEqual(defaults)
  })

  it("profiles: a body it cannot take answers 400 saying what to fix, and changes nothing", async () => {
    expect(await message("PUT", "/_sandbox/profiles", { delivery: ["1"] })).toEqual([
      400,
      "Unknown profile type delivery; known: payment, return, shipping",
    ])
    expect(await message("PUT", "/_sandbox/profiles", { payment: "11" })).toEqual([
      400,
      'payment must be a list of profile ids, such as ["11"]',
    ])
    expect(await message("PUT", "/_sandbox/profiles", { shipping: ["31", "x"] })).toEqual([
      400,
      'shipping[1] must be a profile id (an Int64 such as "11"), not "x"',
    ])
    expect(await message("PUT", "/_sandbox/profiles", { shipping: ["9223372036854775808"] })).toEqual([
      400,
      expect.stringContaining("shipping[0]"),
    ])
    expect((await h.raw("PUT", "/_sandbox/profiles", { body: "[1]" })).status).toBe(400)
    expect((await h.state()).accountProfiles.shipping).toEqual(["3", "77", "503"])
  })

  it("faults: refuseReset must be true or false", async () => {
    expect(await message("POST", "/_sandbox/faults", { refuseReset: "yes" })).toEqual([400, "refuseReset must be true or false"])
  })

  it("faults: reviseInventoryFalse is true, false or product ids; deletedVariationsKeepSelling true or false", async () => {
    const ids = 'reviseInventoryFalse must be true, false or a list of product ids such as ["1001"]'
    expect(await message("POST", "/_sandbox/faults", { reviseInventoryFalse: "yes" })).toEqual([400, ids])
    expect(await message("POST", "/_sandbox/faults", { reviseInventoryFalse: [1001] })).toEqual([400, ids])
    expect(await message("POST", "/_sandbox/faults", { deletedVariationsKeepSelling: 1 })).toEqual([
      400,
      "deletedVariationsKeepSelling must be true or false",
    ])
    expect(await message("POST", "/_sandbox/faults", { refuseEverything: true })).toEqual([
      400,
      expect.stringContaining("reviseInventoryFalse, deletedVariationsKeepSelling"),
    ])
  })
})
