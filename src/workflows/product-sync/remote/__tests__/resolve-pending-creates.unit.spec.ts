import { ExchangeUnavailableError, type ExchangeClient } from "../../../../client"
import { mapProduct } from "../../utils/map-product"
import { facts, shirt } from "../../utils/__tests__/fixtures"
import { PENDING_CREATE_MS, resolvePendingCreates } from "../resolve-pending-creates"

/** A service holding what a crashed run created: the product and one of its variations. */
function serviceHolding(hasProduct: boolean) {
  const none = async () => []
  return {
    products: {
      list: async () => (hasProduct ? [{ Id: "700", ForeignId: "prod_shirt", ProductType: 1, Title: "Linen shirt", Price: "24.90" }] : []),
      variations: async () => [
        { Id: "701", ProductId: "700", ForeignId: "variant_blue_m", Sku: "SHIRT-BLUE-M", Price: "29.90", StockAmount: 3 },
      ],
      images: async () => [{ Id: "710", ImageUrl: "https://cdn.test/thumb.jpg", Type: 1 }],
      discountOffers: none,
      catalogs: none,
    },
    productVariations: {
      specifics: async () => [{ Id: "720", Name: "Colour", Value: "Blue" }],
      findByForeignId: async () => undefined,
    },
  } as unknown as ExchangeClient
}

const desired = mapProduct(shirt(), facts())
const now = new Date("2026-11-22T12:00:00Z")
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

describe("resolvePendingCreates", () => {
  it("adopts the product a crashed run created, with its variation, specifics and images, instead of creating it again", async () => {
    const holder = { snapshot: null }
    const left = await resolvePendingCreates(serviceHolding(true), desired, holder, { product: ago(1000) }, () => now)
    expect(left).toEqual({})
    expect(holder.snapshot).toMatchObject({
      remoteId: "700",
      productType: 1,
      fields: expect.objectContaining({ Title: "Linen shirt", Price: "24.90" }),
      variations: {
        variant_blue_m: { remoteId: "701", sku: "SHIRT-BLUE-M", specifics: [{ remoteId: "720", name: "Colour", value: "Blue" }] },
      },
      images: [{ remoteId: "710", url: "https://cdn.test/thumb.jpg", type: 1 }],
    })
  })

  it("waits, without creating, while a create not found yet may still be committed late", async () => {
    const holder = { snapshot: null }
    await expect(resolvePendingCreates(serviceHolding(false), desired, holder, { product: ago(5000) }, () => now)).rejects.toBeInstanceOf(
      ExchangeUnavailableError
    )
    expect(holder.snapshot).toBeNull()
  })

  it("gives the create up once the window has passed, so it is sent anew", async () => {
    const holder = { snapshot: null }
    expect(
      await resolvePendingCreates(serviceHolding(false), desired, holder, { product: ago(PENDING_CREATE_MS + 1000) }, () => now)
    ).toEqual({})
    expect(holder.snapshot).toBeNull()
  })
})
