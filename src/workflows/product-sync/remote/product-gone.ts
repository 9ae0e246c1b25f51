import { productAnswers404, type ExchangeClient } from "../../../client"
import { ProductGoneError } from "../../../queue/classify-failure"

/**
 * After a call about the product failed: throws ProductGoneError when the service no longer
 * holds the product (A50: a 404 for the product itself, or any other 404 confirmed by one read
 * of it), which stops every lane of the run; returns otherwise, for the caller's own handling.
 */
export async function throwIfProductGone(client: ExchangeClient, remoteProductId: string, error: unknown): Promise<void> {
  if (await productAnswers404(client, remoteProductId, error)) throw new ProductGoneError(remoteProductId)
}
