import { mapProduct } from "../map-product"
import { planContent } from "../plan-content"
import { planStockAndPrice } from "../plan-stock-and-price"
import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import { syncStatusOf } from "../sync-status"
import { blockedKeys, validateProduct } from "../validate-product"
import { WRITE_KEYS } from "../../../../modules/marketplace-exchange/types"
import { mug, mugFacts, namedValuesPushed } from "./fixtures"

/** Numbers merchants type in metadata: `15,00` is `15.00`; what cannot be read holds back only its own field. */
const withMeta = (extra: Record<string, unknown>) => mug({ metadata: { ...mug().metadata, ...extra } })
const pushed = (desired: ReturnType<typeof mapProduct>): ProductSnapshot => ({
  remoteId: "100",
  productType: desired.productType,
  fields: { ...desired.fields },
  variations: {},
  images: desired.images.map((i, n) => ({ ...i, remoteId: `2${n}` })),
  catalogIds: [],
  offers: {},
  ...namedValuesPushed(desired),
})
const holdBackOf = (desired: ReturnType<typeof mapProduct>) => ({
  blocked: blockedKeys(validateProduct(desired, { currencyCode: "eur" })),
  held: new Map<string, string>(),
})
const ops = (writes: Array<{ op: string; name?: string }>) => writes.map((w) => (w.name ? `${w.op} ${w.name}` : w.op))
const errors = (desired: ReturnType<typeof mapProduct>) => validateProduct(desired).filter((p) => p.severity === "error")

describe("numbers a merchant typed in metadata", () => {
  it("reads prices, VAT and unit quantity typed with a decimal comma as the service wants them", () => {
    const desired = mapProduct(
      withMeta({
        marketplace_best_offer_auto_accept_price: "10,00",
        marketplace_best_offer_minimum_price: "8,5",
        marketplace_vat_percent: "19,0",
        marketplace_unit_quantity: "0,3",
        marketplace_unit_type: "L",
      }),
      mugFacts("12.50")
    )
    expect(desired.fields).toMatchObject({
      BestOfferAutoAcceptPrice: "10.00",
      BestOfferMinimumPrice: "8.50",
      VatPercent: 19,
      UnitQuantity: 0.3,
      UnitType: "L",
    })
    expect(desired.unreadable).toEqual([])
    expect(validateProduct(desired)).toEqual([])
  })

  it("sends the stock and the Best Offer price of a listed product whose price was typed 15,00", () => {
    const before = pushed(mapProduct(mug(), mugFacts("20.00", 7)))
    const desired = mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15,00" }), mugFacts("20.00", 3))
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([expect.objectContaining({ stock: 3 })])
    const content = planContent(desired, before, holdBackOf(desired))
    expect(content.writes).toEqual([expect.objectContaining({ op: "updateField", name: "BestOfferAutoAcceptPrice", value: "15.00" })])
  })

  it("holds back only a Best Offer price it cannot read: stock and price go, the service keeps its threshold", () => {
    const before = pushed(mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15" }), mugFacts("20.00", 7)))
    const desired = mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15 EUR" }), mugFacts("25.00", 3))
    expect(desired.fields).not.toHaveProperty("BestOfferAutoAcceptPrice")
    expect(errors(desired)).toEqual([
      {
        field: "metadata.marketplace_best_offer_auto_accept_price",
        severity: "error",
        code: "problem.unreadable_amount",
        params: { field: "best_offer_auto_accept_price", value: "15 EUR" },
        message: 'The auto-accept price "15 EUR" cannot be read as an amount, so it is not sent.',
        fix: "Enter an amount such as 15.00 or 15,00 (at most two decimals) under Marketplace fields.",
        blocks: [WRITE_KEYS.field("BestOfferAutoAcceptPrice")],
      },
    ])
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([
      expect.objectContaining({ variantId: null, stock: 3, price: "25.00" }),
    ])
    // Neither cleared at the service nor compared with the price as if it were gone.
    expect(planContent(desired, before, holdBackOf(desired)).writes).toEqual([])
    // A lower price still goes at once: it is not made to wait for a threshold that is not sent.
    const cheaper = mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15 EUR" }), mugFacts("18.00", 3))
    expect(planStockAndPrice(cheaper, before, holdBackOf(cheaper)).writes).toEqual([expect.objectContaining({ stock: 3, price: "18.00" })])
    expect(planContent(cheaper, before, holdBackOf(cheaper)).writes).toEqual([])
  })

  it("sends a lower price at once when the catalog is switched off, though thresholds would come down first", () => {
    const before = pushed(mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "19" }), mugFacts("20.00", 7)))
    const desired = mapProduct(withMeta({ marketplace_best_offer_auto_accept_price: "15" }), mugFacts("16.00", 7))
    // With the content lane on, the threshold comes down first (there) and the price follows.
    expect(planStockAndPrice(desired, before, holdBackOf(desired)).writes).toEqual([])
    // Off: nothing of ours lowers the threshold, and the price never waits for it.
    expect(planStockAndPrice(desired, before, holdBackOf(desired), new Set(), false).writes).toEqual([
      expect.objectContaining({ variantId: null, price: "16.00" }),
    ])
  })

  it("creates a product whose Best Offer price cannot be read without that price, and shows it as needing attention", () => {
    const desired = mapProduct(withMeta({ marketplace_best_offer_minimum_price: "zehn" }), mugFacts())
    const plan = planContent(desired, null, holdBackOf(desired))
    expect(plan.createBlocked).toBe(false)
    const create = plan.writes.find((w) => w.op === "createProduct") as { fields: Record<string, unknown> }
    expect(create.fields).toMatchObject({ Title: "Stoneware mug", StockAmount: 7, Price: "12.50" })
    expect(create.fields).not.toHaveProperty("BestOfferMinimumPrice")
    expect(syncStatusOf({ onService: true, createBlocked: false, problems: validateProduct(desired), refusals: [] })).toBe("attention")
  })

  it("names a VAT or unit quantity it cannot read instead of dropping it, and keeps unit and quantity together", () => {
    const before = pushed(
      mapProduct(withMeta({ marketplace_vat_percent: "7", marketplace_unit_quantity: "1", marketplace_unit_type: "L" }), mugFacts())
    )
    const desired = mapProduct(
      withMeta({ marketplace_vat_percent: "19 %", marketplace_unit_quantity: "halb", marketplace_unit_type: "Kg" }),
      mugFacts()
    )
    for (const name of ["VatPercent", "UnitQuantity", "UnitType"]) expect(desired.fields).not.toHaveProperty(name)
    expect(errors(desired).map((p) => [p.field, p.blocks])).toEqual([
      ["metadata.marketplace_unit_quantity", [WRITE_KEYS.field("UnitType"), WRITE_KEYS.field("UnitQuantity")]],
      ["metadata.marketplace_vat_percent", [WRITE_KEYS.field("VatPercent")]],
    ])
    expect(planContent(desired, before, holdBackOf(desired)).writes).toEqual([])
  })

  it("sends a category id with spaces around it as the Int64 it is", () => {
    const desired = mapProduct(withMeta({ marketplace_category_id_1: "15687 ", marketplace_category_id_2: " 011450" }), mugFacts())
    expect(desired.marketplaceCategory).toEqual({ categoryId1: "15687", categoryId2: "11450" })
    expect(desired.fields.DisableAutomatch).toBe(true)
    expect(errors(desired)).toEqual([])
  })

  it("holds back a category id that is no Int64, and the automatic matching with it; stock still goes", () => {
    const chosen = pushed(mapProduct(withMeta({ marketplace_category_id_1: "15687" }), mugFacts("12.50", 7)))
    for (const id of ["15687x", "99999999999999999999", "0"]) {
      const desired = mapProduct(withMeta({ marketplace_category_id_1: id }), mugFacts("12.50", 2))
      expect(desired.marketplaceCategory).toBeNull()
      expect(desired.fields).not.toHaveProperty("DisableAutomatch")
      expect(errors(desired)).toEqual([
        expect.objectContaining({
          field: "metadata.marketplace_category_id_1",
          code: "problem.unreadable_category",
          message: `The main eBay category "${id}" is not an eBay category number, so the categories stay as eBay has them.`,
        }),
      ])
      expect(planStockAndPrice(desired, chosen, holdBackOf(desired)).writes).toEqual([expect.objectContaining({ stock: 2 })])
      // Matching is not turned back on for a typo: the categories chosen before stay.
      const content = planContent(desired, chosen, holdBackOf(desired))
      expect(content.writes).toEqual([])
      expect(content.heldBack.map((w) => w.key)).toEqual([WRITE_KEYS.field("DisableAutomatch")])
    }
    const second = mapProduct(withMeta({ marketplace_category_id_1: "15687", marketplace_category_id_2: "11450b" }), mugFacts())
    expect(second.marketplaceCategory).toBeNull()
    // Matching is not switched off for a category call that cannot go out.
    expect(second.fields.DisableAutomatch).toBeUndefined()
    expect(errors(second).map((p) => p.blocks)).toEqual([[WRITE_KEYS.marketplaceCategory, WRITE_KEYS.field("DisableAutomatch")]])
  })
})
