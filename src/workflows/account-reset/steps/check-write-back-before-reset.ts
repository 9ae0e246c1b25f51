import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { OrderWriteBackState } from "../../../modules/marketplace-exchange/types"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { refusalOf } from "../../../messages/refusal"
import { loadOrdersFacts } from "../../order-write-back/steps/load-write-back-input"
import { planWriteBack } from "../../order-write-back/utils/plan-write-back"
import { PendingWriteBack, writeBackPendingRefusal } from "../utils/orders-before-reset"

export const checkWriteBackBeforeResetStepId = "marketplace-exchange-check-write-back-before-reset"

/** Imported orders read per query while looking for write-backs still to send. */
const ORDERS_PER_READ = 200

/**
 * Imported orders (their ledger rows not closed) whose payment or shipping Medusa knows and the
 * service was not told yet: the write-back's own plan (plan-write-back.ts) for each is not empty.
 */
async function pendingWriteBacks(container: MedusaContainer, settings: SettingsSnapshot): Promise<PendingWriteBack[]> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const pending: PendingWriteBack[] = []
  for (let skip = 0; ; skip += ORDERS_PER_READ) {
    const rows = await service.listOrderImports(
      { account_id: settings.account.id, state: ["created", "completed"], medusa_order_id: { $ne: null } },
      {
        select: ["remote_order_id", "platform_order_id", "display_id", "medusa_order_id", "writeback"],
        take: ORDERS_PER_READ,
        skip,
        order: { created_at: "ASC", id: "ASC" },
      }
    )
    const facts = await loadOrdersFacts(
      container,
      rows.map((row) => row.medusa_order_id!),
      settings.sync.carrier_map
    )
    for (const row of rows) {
      const loaded = facts.get(row.medusa_order_id!)
      if (loaded && planWriteBack(loaded.facts, (row.writeback ?? {}) as OrderWriteBackState).length) pending.push(row)
    }
    if (rows.length < ORDERS_PER_READ) return pending
  }
}

/**
 * This step refuses (409) to empty the account's sales orders while imported orders still wait
 * for their payment or shipping to be reported (a write-back queued, failing, or not run yet):
 * after DeleteAccountData the service no longer holds them (A41), so the marketplace would never
 * learn of it. The refusal names the orders; the merchant may confirm in the same request that
 * they go anyway (`confirm_pending_write_back`). It runs before any listing is ended.
 *
 * No compensation: it changes nothing.
 */
export const checkWriteBackBeforeResetStep = createStep(
  checkWriteBackBeforeResetStepId,
  async ({ settings, confirmed }: { settings: SettingsSnapshot; confirmed: boolean }, { container }) => {
    // Confirmed: nothing is looked at, as the answer could change nothing.
    const pending = confirmed ? [] : await pendingWriteBacks(container, settings)
    const refused = writeBackPendingRefusal(pending, confirmed)
    if (refused) throw refusalOf(MedusaError.Types.CONFLICT, refused)
    return new StepResponse({ pending: pending.length })
  }
)
