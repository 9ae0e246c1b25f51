import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { enqueueProducts } from "../../../queue/enqueue"
import { endListing } from "../../shared/end-listing"
import type { MedusaContainer } from "@medusajs/framework/types"
import { refusal } from "../../../messages/refusal"

export const endLiveListingsStepId = "marketplace-exchange-end-live-listings"

export interface EndedListings {
  /** Listings that were live and are ended now. */
  ended: number
  /** Products of the account that had no live listing. */
  notListed: number
  /** Listings that could not be ended, with why: they stay live on the marketplace. */
  failed: Array<{ productId: string; foreignId: string | null; error: string }>
}

/** What was brought to stock 0: the product, or its variations. */
type Zeroed = Array<{ productId: string; variationId: string | null }>

/**
 * Listings ended for a reset that did not happen (refused, or the delete failed): their stock at
 * the service is marked unknown and their products queued, so the store's stock goes back and
 * relists them. Without this they would stay ended, the plugin believing it had sent that stock.
 */
async function relist(container: MedusaContainer, accountId: string, zeroed: Zeroed) {
  if (!zeroed.length) return
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await enqueueProducts(container, await service.markSoldStockStale(accountId, zeroed), { accountId })
}

/**
 * This step ends every live listing of the account before its products are deleted: spec 4.3
 * says DeleteAccountData leaves marketplace listings live, so products created again afterwards
 * would be listed twice. Each product of the account is asked (ProductIsListed) and a live one
 * is brought to stock 0 and asked again. When a listing cannot be ended the reset stops here,
 * unless the merchant forced it with the second confirmation.
 *
 * Compensation: when the delete after it fails, the ended listings are sent their stock again.
 */
export const endLiveListingsStep = createStep(
  endLiveListingsStepId,
  async (input: { force: boolean; settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await service.clientFor(input.settings)
    if (!client) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.connection.not_set_up", {})
    const report: EndedListings = { ended: 0, notListed: 0, failed: [] }
    const zeroed: Zeroed = []
    for (const product of await client.products.list()) {
      const failed = (error: string) => report.failed.push({ productId: String(product.Id), foreignId: product.ForeignId ?? null, error })
      try {
        if (!(await client.operations.productIsListed(product.Id))) {
          report.notListed++
          continue
        }
        const variations: Array<string | null> = []
        try {
          await endListing(client, String(product.Id), { productType: Number(product.ProductType), zeroed: variations })
          report.ended++
        } finally {
          zeroed.push(...variations.map((variationId) => ({ productId: String(product.Id), variationId })))
        }
      } catch (error) {
        failed((error as Error).message)
      }
    }
    if (report.failed.length && !input.force) {
      await relist(container, input.settings.account.id, zeroed)
      const first = report.failed
        .slice(0, 3)
        .map((f) => `${f.productId}${f.foreignId ? ` (${f.foreignId})` : ""}: ${f.error}`)
        .join("; ")
      throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.reset.listings_not_ended", { count: report.failed.length, first })
    }
    return new StepResponse(report, { accountId: input.settings.account.id, zeroed })
  },
  async (ended: { accountId: string; zeroed: Zeroed } | undefined, { container }) => {
    if (ended) await relist(container, ended.accountId, ended.zeroed)
  }
)
