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
}

type SyncState = Awaited<ReturnType<MarketplaceExchangeModuleService["getProductSyncState"]>>
const syncStateLoaders = new WeakMap<object, (productId: string) => Promise<SyncState | undefined>>()

/** Per instance: the tasks a drain starts together read their sync states in one query (shared/batch-loads.ts). */
function syncStateLoaderOf(service: MarketplaceExchangeModuleService) {
  let loader = syncStateLoaders.get(service)
  if (!loader) {
    loader = batchLoads((ids) => service.getProductSyncStates(ids))
    syncStateLoaders.set(service, loader)
  }
  return loader
}

/** This step reads the settings (once for the task), the product with its stock and prices, and what the service holds of it. Read-only. */
export const loadProductForSyncStep = createStep(loadProductForSyncStepId, async (input: { productId: string }, { container }) => {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const settings = await service.getSettingsForTask()
  // Nothing is read without a client to send it with (a secret that no longer decrypts is a setup to redo).
  await requireClient(service, settings)
  if (!settings.sync.sales_channel_id || !settings.sync.region_id) {
    throw new SyncNotConfiguredError(coded("refusal.channel_and_region.missing", {}))
  }
  const [loaded, state] = await Promise.all([
    loadSyncInput(container, input.productId, settings.sync),
    syncStateLoaderOf(service)(input.productId),
  ])
  return new StepResponse<LoadedProduct>({
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
  })
})
