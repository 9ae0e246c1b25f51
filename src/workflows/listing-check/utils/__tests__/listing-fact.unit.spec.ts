import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import { checkReasonAfterPush, expectedFact, listingFactOf, offeredQuantity, shownListingState } from "../listing-fact"

const single = (stock: number, remoteId = "1001"): ProductSnapshot => ({
  remoteId,
  productType: 0,
  fields: { StockAmount: stock } as never,
  variations: {},
  images: [],
  catalogIds: [],
  offers: {},
})

const set = (stocks: number[], retired: number[] = []): ProductSnapshot => ({
  ...single(0),
  productType: 1,
  variations: Object.fromEntries(
    stocks.map((stock, i) => [`v${i}`, { remoteId: `${i}`, sku: null, price: null, stock, specifics: [], retired: retired.includes(i) }])
  ),
})

describe("offeredQuantity", () => {
  it("is a single product's stock, or the sum of a set's live variations", () => {
    expect(offeredQuantity(single(4))).toBe(4)
    expect(offeredQuantity(set([2, 3, 0]))).toBe(5)
    expect(offeredQuantity(set([2, 3], [1]))).toBe(2)
    expect(offeredQuantity(null)).toBe(0)
  })

  it("never counts a negative or unreadable stock as sellable", () => {
    expect(offeredQuantity(single(-3))).toBe(0)
    expect(offeredQuantity(set([-2, 1]))).toBe(1)
    expect(offeredQuantity(single(Number.NaN))).toBe(0)
  })
})

describe("listingFactOf", () => {
  it("takes true as listed whatever we sent", () => {
    expect(listingFactOf(true, 0, false)).toBe("listed")
    expect(listingFactOf(true, 5, true)).toBe("listed")
  })

  it("reads false at stock 0, or ended by the merchant, as ended out of stock (spec 1 rule 8)", () => {
    expect(listingFactOf(false, 0, false)).toBe("ended_out_of_stock")
    expect(listingFactOf(false, 7, true)).toBe("ended_out_of_stock")
  })

  it("reads false while stock is offered as not active", () => {
    expect(listingFactOf(false, 1, false)).toBe("not_active")
  })
})

describe("checkReasonAfterPush", () => {
  it("asks after a create, also when a type change created the product anew", () => {
    expect(checkReasonAfterPush(null, single(3))).toBe("created")
    expect(checkReasonAfterPush(single(3, "1001"), { ...set([3]), remoteId: "1002" })).toBe("created")
  })

  it("asks when the offered quantity reaches 0 and when it rises from 0", () => {
    expect(checkReasonAfterPush(single(2), single(0))).toBe("ended_at_zero")
    expect(checkReasonAfterPush(set([1, 1]), set([0, 0]))).toBe("ended_at_zero")
    expect(checkReasonAfterPush(single(0), single(5))).toBe("back_from_zero")
  })

  it("asks nothing for a change that keeps stock on the same side of 0, nor for a sync that changes nothing", () => {
    expect(checkReasonAfterPush(single(2), single(7))).toBeNull()
    expect(checkReasonAfterPush(single(0), single(0))).toBeNull()
    expect(checkReasonAfterPush(single(2), single(2))).toBeNull()
  })

  it("asks nothing when nothing is at the service", () => {
    expect(checkReasonAfterPush(single(2), null)).toBeNull()
  })
})

describe("shownListingState", () => {
  it("shows a stored fact, and unchecked for nothing known or an unknown value", () => {
    expect(shownListingState("not_active")).toBe("not_active")
    expect(shownListingState(null)).toBe("unchecked")
    expect(shownListingState("live")).toBe("unchecked")
  })
})

describe("expectedFact", () => {
  it("expects a listing at 0 to end and one with stock to be listed (spec 1 rules 8 and 9)", () => {
    expect(expectedFact(0)).toBe("ended_out_of_stock")
    expect(expectedFact(4)).toBe("listed")
  })
})
