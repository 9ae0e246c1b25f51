import { literal } from "../protocol/literals"
import { asExchangeError } from "./errors"
import type { ExchangeClient } from "./exchange-client"

/**
 * Whether a failure is the service answering 404 to a request on this product itself (A50): the
 * product's own address (`Products(<id>L)`, or one of its properties, any method), or an
 * operation naming it and nothing below it (ReviseInventoryStatus, ProductIsListed or
 * SetMarketplaceCategory with its `productId` and no `productVariationId`). A 404 to a link,
 * a variation, an image or an offer of it may only mean that part is unknown (A22): such a 404
 * says nothing about the product until the product is read (`productAnswers404`).
 */
export function isProductGone(error: unknown, remoteProductId: string): boolean {
  const exchange = asExchangeError(error)
  if (exchange?.kind !== "not_found") return false
  const path = exchange.request?.path
  if (!path) return false
  let id: string
  try {
    id = literal("Edm.Int64", remoteProductId)
  } catch {
    return false
  }
  const plain = safeDecode(path).replace(/^\/+/, "")
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  if (new RegExp(`^Products\\(${escaped}\\)(?:/(?!\\$)[A-Za-z]+)?(?:\\?|$)`, "i").test(plain)) return true
  const [name, query = ""] = plain.split("?", 2)
  if (!/^(?:ReviseInventoryStatus|ProductIsListed|SetMarketplaceCategory)$/i.test(name)) return false
  const params = new Map(
    query
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf("=")
        return [(at < 0 ? pair : pair.slice(0, at)).toLowerCase(), at < 0 ? "" : pair.slice(at + 1)] as const
      })
  )
  return params.get("productid")?.toUpperCase() === id.toUpperCase() && !params.get("productvariationid")
}

/**
 * Whether the service no longer holds the product, after a call about it failed: a 404 to the
 * product itself says so; any other 404 is confirmed by reading the product once.
 */
export async function productAnswers404(client: ExchangeClient, remoteProductId: string, error: unknown): Promise<boolean> {
  if (isProductGone(error, remoteProductId)) return true
  if (asExchangeError(error)?.kind !== "not_found") return false
  return client.products.get(remoteProductId).then(
    () => false,
    (check) => isProductGone(check, remoteProductId)
  )
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
