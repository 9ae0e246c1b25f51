import { type ExchangeClient, type ExchangeError, isStockNotTaken } from "../../../client"
import { classifyFailure } from "../../../queue/classify-failure"
import { throwIfProductGone } from "./product-gone"
import type { StockWrite } from "../utils/plan-stock-and-price"
import { KeyedWrite, Refusal, refusalOf } from "../utils/refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"

/**
 * Sends the stock lane's writes (ReviseInventoryStatus, absolute values) and records each in
 * the snapshot as it succeeds. Stock and price refused together are sent again apart, so the
 * stock arrives whatever was wrong with the price; only the refused part stays back. An outage or a setup failure stops
 * here and propagates (the caller saves the snapshot first).
 *
 * A49: a stock answered `false` is not a refusal held until the value changes (the marketplace
 * would go on selling what the store does not have): the other writes still go, then the first
 * such answer propagates, so the queue tries the product again with its backoff. The snapshot
 * keeps since when (`stockNotTakenSince`) until a run's stock is all answered `true`. A price
 * answered `false` alone is a refusal of that price and held (the stock does not wait for it).
 */
export async function reviseStockAndPrice(
  client: ExchangeClient,
  snapshot: ProductSnapshot,
  writes: StockWrite[],
  now: () => Date
): Promise<{ refusals: Refusal[]; sent: number }> {
  const refusals: Refusal[] = []
  const notTaken: unknown[] = []
  let sent = 0
  for (const write of writes) {
    const variation = write.variantId ? snapshot.variations[write.variantId] : undefined
    // A 404 for the product itself stops the lane (A50): nothing more goes to its id, no write is a refusal.
    const revise = (parts: { stock?: number; price?: string }) =>
      client.operations
        .reviseInventoryStatus({
          productId: snapshot.remoteId,
          productVariationId: variation?.remoteId,
          stockAmount: parts.stock,
          price: parts.price,
        })
        .catch(async (error: unknown) => {
          await throwIfProductGone(client, snapshot.remoteId, error)
          throw error
        })
    const record = (parts: { stock?: number; price?: string }) => {
      sent++
      const at = now().toISOString()
      if (variation) {
        if (parts.stock !== undefined) Object.assign(variation, { stock: parts.stock, retired: false })
        if (parts.price !== undefined) variation.price = parts.price
        variation.stockSentAt = at
      } else {
        if (parts.stock !== undefined) snapshot.fields.StockAmount = parts.stock
        if (parts.price !== undefined) snapshot.fields.Price = parts.price
        snapshot.stockSentAt = at
      }
    }
    // Sends one part; a refusal is recorded against that part, an outage propagates.
    const attempt = async (parts: { stock?: number; price?: string }, keyed: KeyedWrite) => {
      try {
        await revise(parts)
        record(parts)
        return true
      } catch (error) {
        if (isStockNotTaken(error)) {
          notTaken.push(error)
          return false
        }
        if (classifyFailure(error) !== "refused") throw error
        refusals.push(refusalOf(keyed, "stock", error as ExchangeError, now()))
        return false
      }
    }
    if (write.stock === undefined || write.price === undefined) {
      await attempt(write, write.price !== undefined ? write.priceWrite! : write)
      continue
    }
    try {
      await revise(write)
      record(write)
    } catch (error) {
      if (!isStockNotTaken(error) && classifyFailure(error) !== "refused") throw error
      // Refused (or answered false) together: each part alone, so the stock arrives whatever was
      // wrong with the price, and a `false` is put down to the part it was answered for.
      await attempt({ stock: write.stock }, write)
      await attempt({ price: write.price }, write.priceWrite!)
    }
  }
  if (notTaken.length) {
    snapshot.stockNotTakenSince ??= now().toISOString()
    throw notTaken[0]
  }
  delete snapshot.stockNotTakenSince
  return { refusals, sent }
}
