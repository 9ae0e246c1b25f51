import { literal, queryString } from "../../protocol/literals"
import { OPERATIONS, OperationName } from "../../protocol/schema"
import type { ClientCore } from "../core"
import { ANSWERED_FALSE, ExchangeStockNotTakenError, ExchangeValidationError } from "../errors"
import { HistoryEntry, parseSalesOrderHistory } from "../history"
import type { Id, Money } from "../types"

export interface ReviseInventoryInput {
  productId: Id
  productVariationId?: Id
  stockAmount?: number
  price?: Money
  discountOfferPrice?: Money
}

/** Spec 4.3: operation parameters in the query string, typed as literals (`L`, `m`). */
export function operationsResource(core: ClientCore) {
  async function invoke(name: OperationName, params: Record<string, unknown>, idempotent: boolean): Promise<boolean | string> {
    const op = OPERATIONS[name]
    const query: Record<string, string> = {}
    for (const [param, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue
      const def = op.parameters[param] ?? Object.values(op.parameters).find((p) => p.aliases?.includes(param))
      query[param] = literal(def!.type, value as never)
    }
    const path = `${name}${queryString(query)}`
    const response = await core.call({ method: op.method, path, idempotent })
    return core.decode(() => core.codec.decodeOperationResult(op, response.body), { method: op.method, path })
  }

  /**
   * Spec 4.3: an operation that changes something answers `false` when the service did not do
   * it. That is a refusal of this request (code "false"), never success: nothing is recorded as
   * done, and the caller's refusal handling (shown, not retried as it is) applies.
   */
  async function change(name: OperationName, params: Record<string, unknown>, idempotent: boolean, refused: string): Promise<void> {
    if ((await invoke(name, params, idempotent)) === false)
      throw new ExchangeValidationError(`${refused} (${name} answered false).`, { status: 200, code: ANSWERED_FALSE })
  }

  return {
    /**
     * Absolute stock and price: repeating it is harmless, so it is retried. A49: `false` to a
     * request with a stock is the service not taking it now, retryable (ExchangeStockNotTakenError):
     * a stock is never held until the next change, or the marketplace would sell what the store
     * has not. `false` to a price alone stays a refusal of that price, held until it changes or
     * Retry.
     */
    async reviseInventoryStatus(input: ReviseInventoryInput): Promise<void> {
      if (input.stockAmount === undefined) return change("ReviseInventoryStatus", { ...input }, true, "The service did not take the price")
      if ((await invoke("ReviseInventoryStatus", { ...input }, true)) !== false) return
      throw new ExchangeStockNotTakenError(
        `The service did not take the stock ${input.stockAmount} now (ReviseInventoryStatus answered false); it is sent again.`,
        { status: 200, code: ANSWERED_FALSE }
      )
    },
    /** Effective only with DisableAutomatch = true on the product (spec 4.3). */
    setMarketplaceCategory: (input: { productId: Id; categoryId1: Id; categoryId2?: Id; autoMatched?: boolean }) =>
      change(
        "SetMarketplaceCategory",
        { ...input },
        true,
        `The service did not apply the marketplace categories ${[input.categoryId1, input.categoryId2].filter(Boolean).join(" and ")}`
      ),
    /** A question, not a change: `false` is its answer (not listed, or ended). */
    productIsListed: (productId: Id) => invoke("ProductIsListed", { productId }, true) as Promise<boolean>,
    async getSalesOrderHistory(salesOrderId: Id): Promise<HistoryEntry[]> {
      return parseSalesOrderHistory(String(await invoke("GetSalesOrderHistory", { salesOrderId }, true)))
    },
    /** Empties the account per the type table of spec 4.3. Never retried automatically. */
    deleteAccountData: (type: 0 | 2 | 4 | 6 | 8 | 10 | 12) =>
      change("DeleteAccountData", { type }, false, "The service did not empty the account; nothing was deleted"),
    /** A17: the profile id travels as both `profilId` and `profileId`. */
    setCatalogProfile: (input: { catalogId: Id; type: 1 | 2 | 3; profileId?: Id }) =>
      change(
        "SetCatalogProfile",
        { catalogId: input.catalogId, type: input.type, profilId: input.profileId, profileId: input.profileId },
        true,
        input.profileId
          ? `The service did not assign profile ${input.profileId} to the catalog: check that the account holds it`
          : "The service did not clear the catalog's profile"
      ),
  }
}
