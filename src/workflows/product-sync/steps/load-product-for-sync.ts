import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import type { MoveInMark } from "../../../modules/marketplace-exchange/types"
import { batchLoads } from "../../shared/batch-loads"
import { SyncNotConfiguredError } from "../../../queue/classify-failure"
import { requireClient } from "../../shared/require-client"
import { loadSyncInput } from "../store/load-sync-input"
import type { SyncInput } from "../utils/medusa-product"
import { withoutStock } from "../utils/ended-listing"
import type { Refusal } from "../utils/refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { coded } from "../../../messages"

export const loadProductForSyncStepId = "marketplace-exchange-load-product-for-sync"

export interface LoadedProduct {
  /** The account whose listing of the product this run keeps (its settings, client and sync state). */
  accountId: string
  productId: string
  /** The settings as this task read them, once: the steps after build the client from them (shared/require-client.ts). */
  settings: SettingsSnapshot
  input: SyncInput
  /** What the service holds for the product, as the last run left it. */
  snapshot: ProductSnapshot | null
  refusals: Refusal[]
  /** Stock the marketplace changed by selling (variant ids, "" for the product): sent again. */
  staleStock: string[]
  /** Creates sent whose outcome was never recorded (write key -> when sent). */
  pendingCreates: Record<string, string>
  /** The merchant ended the listing: stock 0 is offered for everything until it is relisted. */
  ended: boolean
  /** A51: the merchant asked to list it anew as the type its variants make it; until then it keeps the listed type. */
  listAnew: boolean
  /** What an applied move-in decided for it and this run acts on: a listing to link, or a create held back. */
  moveIn: MoveInMark | null
  /** A50: the service no longer holds it; nothing is sent until the merchant lists it again. */
  gone: boolean
  /**
   * Another account on the same eBay site that lists the product, while this account holds no
   * listing of it: eBay forbids one item under two user ids on one site, so this one holds it back.
   */
  listedByOtherAccount: { name: string; site: string } | null
}

type SyncState = Awaited<ReturnType<MarketplaceExchangeModuleService["getProductSyncState"]>>
const syncStateLoaders = new WeakMap<object, Map<string, (productId: string) => Promise<SyncState | undefined>>>()

/**
 * Per instance and account: the tasks a drain starts together read their account's sync states in
 * one query (shared/batch-loads.ts); each account's listing of a product is a row of its own.
 */
export function syncStateLoaderOf(service: MarketplaceExchangeModuleService, accountId: string) {
  const byAccount = syncStateLoaders.get(service) ?? new Map()
  syncStateLoaders.set(service, byAccount)
  let loader = byAccount.get(accountId)
  if (!loader) {
    loader = batchLoads((ids) => service.getProductSyncStates(accountId, ids))
    byAccount.set(accountId, loader)
  }
  return loader
}

/**
 * This step reads the account's settings (once for the task), the product with its stock and
 * prices as that account offers them, and what the account's listing holds of it. Read-only.
 */
export const loadProductForSyncStep = createStep(
  loadProductForSyncStepId,
  async (input: { accountId: string; productId: string }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const settings = await service.getSettingsForTask(input.accountId)
    // Nothing is read without a client to send it with (a secret that no longer decrypts is a setup to redo).
    await requireClient(service, settings)
    if (!settings.sync.sales_channel_id || !settings.sync.region_id) {
      throw new SyncNotConfiguredError(coded("refusal.channel_and_region.missing", {}))
    }
    const [loaded, state] = await Promise.all([
      loadSyncInput(container, input.productId, settings.sync),
      syncStateLoaderOf(service, input.accountId)(input.productId),
    ])
    // Only a product this account does not list yet can meet another account's listing on its site.
    const holder = state?.remote_product_id ? null : await service.siteHolderOf(input.accountId, input.productId)
    return new StepResponse<LoadedProduct>({
      accountId: input.accountId,
      productId: input.productId,
      settings,
      input: state?.ended_at ? withoutStock(loaded) : loaded,
      snapshot: (state?.snapshot ?? null) as ProductSnapshot | null,
      refusals: (state?.refusals ?? []) as unknown as Refusal[],
      staleStock: (state?.stale_stock ?? []) as unknown as string[],
      pendingCreates: (state?.pending_creates ?? {}) as unknown as Record<string, string>,
      ended: Boolean(state?.ended_at),
      listAnew: Boolean(state?.list_anew_at),
      moveIn: (state?.move_in ?? null) as MoveInMark | null,
      gone: state?.status === "gone_at_service",
      listedByOtherAccount: holder && { name: holder.name, site: holder.site },
    })
  }
)
