import { offeredWords } from "../offered-words"
import { translator } from "./translate"

const t = translator("en")
const de = translator("de")

/** A variant's parts as the product box's route answers them (offeredQuantity's sum). */
const variant = (parts: Partial<Parameters<typeof offeredWords>[0]> = {}) => ({
  variant_id: "variant_1",
  sku: "SHIRT-RED-M",
  managed: true,
  locations: [{ location_id: "sloc_berlin", name: "Lager Berlin", stocked: 30, reserved: 3 }],
  per_unit: 1,
  available: 27,
  kept_back: 2,
  owed: 0,
  sum: 25,
  cap: null,
  at_most: null,
  offered: 25,
  ...parts,
})

describe("offeredWords", () => {
  it("says the offered quantity as the sum it is, in English and German", () => {
    expect(offeredWords(variant(), "ebay.de", t)).toBe("30 in stock at Lager Berlin − 3 reserved − 2 kept back = 25 offered on eBay.de")
    expect(offeredWords(variant(), "ebay.de", de)).toBe(
      "30 vorrätig in Lager Berlin − 3 reserviert − 2 zurückgehalten = 25 angeboten auf eBay.de"
    )
  })

  it("says the cap when it limits what is offered", () => {
    const capped = variant({ cap: 10, at_most: 10, offered: 10 })
    expect(offeredWords(capped, "ebay.de", t)).toBe(
      "30 in stock at Lager Berlin − 3 reserved − 2 kept back = 25, at most 10 offered on eBay.de"
    )
    expect(offeredWords(capped, "ebay.de", de)).toBe(
      "30 vorrätig in Lager Berlin − 3 reserviert − 2 zurückgehalten = 25, höchstens 10 angeboten auf eBay.de"
    )
  })

  it("adds up several locations, leaves parts of 0 out, and names units owed to waiting orders", () => {
    const two = variant({
      locations: [
        { location_id: "a", name: "Berlin", stocked: 4, reserved: 0 },
        { location_id: "b", name: "Hamburg", stocked: 6, reserved: 1 },
      ],
      available: 9,
      kept_back: 0,
      owed: 2,
      sum: 7,
      offered: 7,
    })
    expect(offeredWords(two, "ebay.co.uk", t)).toBe(
      "4 in stock at Berlin + 6 in stock at Hamburg − 1 reserved − 2 owed to waiting marketplace orders = 7 offered on eBay.co.uk"
    )
  })

  it("says an untracked stock, a kit's units per variant, and no stock at the channel's locations", () => {
    expect(
      offeredWords(variant({ managed: false, locations: [], available: 999, kept_back: 0, sum: 999, offered: 999 }), "ebay.de", t)
    ).toBe("999 (stock not tracked) = 999 offered on eBay.de")
    const kit = variant({
      locations: [{ location_id: "a", name: "Berlin", stocked: 9, reserved: 0 }],
      per_unit: 2,
      available: 4,
      kept_back: 0,
      sum: 4,
      offered: 4,
    })
    expect(offeredWords(kit, "ebay.de", t)).toBe("(9 in stock at Berlin) ÷ 2 per unit = 4 offered on eBay.de")
    expect(offeredWords(variant({ locations: [], available: 0, kept_back: 0, sum: 0, offered: 0 }), "ebay.de", t)).toBe(
      "0 in stock at the sales channel's stock locations = 0 offered on eBay.de"
    )
  })

  it("writes the site as eBay does", () => {
    expect(offeredWords(variant({ locations: [], available: 0, kept_back: 0, sum: 0, offered: 0 }), "ebay.co.uk", t)).toContain(
      "offered on eBay.co.uk"
    )
  })
})
