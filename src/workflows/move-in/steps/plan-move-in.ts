import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ScanMatchRow } from "../../../modules/marketplace-exchange/service"
import { SyncNotConfiguredError } from "../../../queue/classify-failure"
import { readChannelCandidates } from "../store/read-channel-candidates"
import { AccountProductSummary, toAccountProduct } from "../utils/account-summary"
import { AccountProduct, matchAccount } from "../utils/match-account"
import type { ScanPlace } from "./scan-place"
import { coded } from "../../../messages"

export const planMoveInStepId = "marketplace-exchange-plan-move-in"

/** Scan lines read per statement while matching. */
const PAGE = 1000

/**
 * This step matches what the scan read to the marketplace channel's Medusa products
 * (utils/match-account.ts: the plugin's records, ForeignIds and the merchant's mapping, SKUs,
 * GTINs) and writes the plan with its counts; the scan is then done. Run again from its start
 * after a crash: it only writes outcomes. No compensation: a plan changes nothing until applied.
 */
export const planMoveInStep = createStep(planMoveInStepId, async (place: ScanPlace, { container }) => {
  if (place.phase !== "matching" || place.lost) return new StepResponse(place)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const salesChannelId = place.settings.sync.sales_channel_id
  if (!salesChannelId) throw new SyncNotConfiguredError(coded("refusal.channel.missing", {}))
  const scan = await service.getAccountScan(place.settings.account.id, place.scanId)
  if (scan?.state !== "running") return new StepResponse({ ...place, lost: true })
  const account: AccountProduct[] = []
  for (let after: string | null = null; ;) {
    const rows = await service.scanProductsAfter(place.scanId, after, PAGE)
    account.push(...rows.map((row) => toAccountProduct(row.remote_product_id, row.remote as unknown as AccountProductSummary)))
    if (rows.length < PAGE) break
    after = rows[rows.length - 1].id
  }
  const synced = await service.listProductSyncStates(
    { account_id: place.settings.account.id, remote_product_id: { $ne: null } },
    { select: ["product_id", "remote_product_id"] }
  )
  const ours = new Map(synced.map((row) => [row.remote_product_id!, row.product_id]))
  const mapping = new Map(Object.entries(scan?.mapping ?? {}))
  const plan = matchAccount(account, await readChannelCandidates(container, salesChannelId), { ours, mapping })
  const matches: ScanMatchRow[] = plan.matches.map((match) => ({
    remote_product_id: match.remoteId,
    outcome: match.outcome,
    reason: match.outcome === "link" ? match.by : match.reason,
    product_id: match.outcome === "link" ? match.productId : null,
    candidates: match.outcome === "conflict" ? match.candidates : null,
  }))
  await service.finishAccountScan(place.scanId, matches, plan.create)
  return new StepResponse<ScanPlace>({ ...place, phase: "matching" })
})
