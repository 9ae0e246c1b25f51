import type { ExchangeClient } from "../../../client"
import { endThenDelete, ListingStillLiveError } from "../end-listing"

/** A client that records its calls; `listedAfterZero` plays a marketplace that will not end the listing. */
function fakeClient(variations: string[], listedAfterZero: boolean) {
  const calls: string[] = []
  const client = {
    products: {
      variations: async (id: string) => {
        calls.push(`variations ${id}`)
        return variations.map((Id) => ({ Id }))
      },
      delete: async (id: string) => void calls.push(`delete ${id}`),
    },
    operations: {
      reviseInventoryStatus: async (input: { productId: string; productVariationId?: string; stockAmount: number }) =>
        void calls.push(`stock ${input.productId}/${input.productVariationId ?? "-"}=${input.stockAmount}`),
      productIsListed: async (id: string) => {
        calls.push(`listed? ${id}`)
        return listedAfterZero
      },
    },
  }
  return { client: client as unknown as ExchangeClient, calls }
}

describe("endThenDelete: end before delete", () => {
  it("sends stock 0 for every variation the service holds and the product, asks, and only then deletes", async () => {
    const { client, calls } = fakeClient(["11", "12"], false)
    await endThenDelete(client, "7")
    expect(calls).toEqual(["variations 7", "stock 7/11=0", "stock 7/12=0", "stock 7/-=0", "listed? 7", "delete 7"])
  })

  it("asks for no variations of a product known to be single", async () => {
    const { client, calls } = fakeClient([], false)
    await endThenDelete(client, "8", 0)
    expect(calls).toEqual(["stock 8/-=0", "listed? 8", "delete 8"])
  })

  it("keeps the product at the service when its listing is still live after stock 0", async () => {
    const { client, calls } = fakeClient([], true)
    await expect(endThenDelete(client, "7")).rejects.toBeInstanceOf(ListingStillLiveError)
    expect(calls).not.toContain("delete 7")
  })
})
