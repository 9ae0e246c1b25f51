import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot, SyncSettings } from "../../../../modules/marketplace-exchange/service"
import { lookAtAccount } from "../../../../workflows/account-scan"
import { scheduleDrain } from "../../../../workflows/queue/drain"
import { startSyncAllWorkflow } from "../../../../workflows/product-sync"
import { assertCarrierMapIdsExist, resendTrackingWithoutCarrier } from "./carrier-map"
import type { PostConnectionSettingsType } from "./validators"
import { refusal } from "../../../../messages/refusal"
import type { PriceRule } from "../../../../modules/marketplace-exchange/types"
import { compareMoney } from "../../../../workflows/shared/money"

/** The settings as the admin sees them, from one read of them. */
async function view(service: MarketplaceExchangeModuleService, scope: MedusaContainer, settings: SettingsSnapshot) {
  const { sync } = settings
  return {
    stock_locations: await stockLocationsOf(scope, sync.salesChannelId),
    ...(await service.connectionView(settings)),
    sales_channel_id: sync.salesChannelId,
    region_id: sync.regionId,
    stock_buffer: sync.stockBuffer,
    max_requests_in_flight: sync.maxRequestsInFlight,
    shipping_option_id: sync.shippingOptionId,
    order_poll_seconds: sync.orderPollSeconds,
    import_paid_only: sync.importPaidOnly,
    carrier_map: sync.carrierMap,
    strike_price_source: sync.strikePriceSource,
    rrp_price_list_id: sync.rrpPriceListId,
    activity_retention_days: sync.activityRetentionDays,
    import_alert_minutes: sync.importAlertMinutes,
    listing_check_hours: sync.listingCheckHours,
    listing_checks_per_minute: sync.listingChecksPerMinute,
    push_catalog: sync.pushCatalog,
    push_stock_price: sync.pushStockPrice,
    import_orders: sync.importOrders,
    import_orders_since: sync.importOrdersSince,
    alert_language: sync.alertLanguage,
    title_overflow: sync.titleOverflow,
    price_rule: sync.priceRule,
    specific_names: sync.specificNames,
    gpsr_by_brand: sync.gpsrByBrand,
  }
}

/** The locations whose stock the marketplace gets: those of the chosen channel (Medusa's own link). */
async function stockLocationsOf(scope: MedusaContainer, salesChannelId: string | null): Promise<Array<{ id: string; name: string }>> {
  if (!salesChannelId) return []
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "sales_channel",
    fields: ["stock_locations.id", "stock_locations.name"],
    filters: { id: salesChannelId },
  })
  return ((data[0]?.stock_locations ?? []) as Array<{ id: string; name: string } | null>).filter((l): l is { id: string; name: string } =>
    Boolean(l)
  )
}

const CHOICES = [
  ["sales_channel_id", "sales_channel", "sales channel"],
  ["region_id", "region", "region"],
  ["shipping_option_id", "shipping_option", "shipping option"],
  ["rrp_price_list_id", "price_list", "price list"],
] as const

/** A chosen channel, region or shipping option must exist: a typo would stop every sync and import later. */
async function assertChoicesExist(scope: MedusaContainer, body: PostConnectionSettingsType) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  for (const [field, entity, label] of CHOICES) {
    const id = body[field]
    if (!id) continue
    const { data } = await query.graph({ entity, fields: ["id"], filters: { id } })
    if (!data.length) throw refusal(MedusaError.Types.INVALID_DATA, "refusal.setting.unknown_choice", { setting: field, id })
  }
}

/** The settings; secrets are reported as set or not, never returned. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  res.json({ settings: await view(service, req.scope, await service.getSettings()) })
}

/**
 * Every product the service holds, queued as one batch (its progress shows like Sync all's):
 * their stock, prices or strike prices follow the setting just changed.
 */
async function requeueListedProducts(scope: MedusaContainer) {
  const batchId = generateEntityId(undefined, "mxbatch")
  // Queued in the background by the batch's own task (as Sync all): the save answers at once, whatever the catalog.
  const { result } = await startSyncAllWorkflow(scope).run({ input: { batchId, listed: true } })
  const queued = result.queued
  return queued ? { batch_id: batchId, queued } : null
}

/** How long a save waits for its look at the account; a slower one goes on behind the answer. */
const ACCOUNT_LOOK_BUDGET_MS = 3_000

/** Two rules that price alike (stored JSON comes back with its keys in another order, and "0" is "0.00"). */
const samePriceRule = (a: PriceRule, b: PriceRule) =>
  a.percent === b.percent && compareMoney(a.fixed, b.fixed) === 0 && a.ending === b.ending

/** The specific names in one key order (stored JSON comes back in another). */
const sortedNames = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)))

/** Which changed settings change what every listed product must show at the marketplace. */
function resendReasons(before: SyncSettings, after: SyncSettings): string[] {
  const reasons: string[] = []
  if (before.stockBuffer !== after.stockBuffer) reasons.push("stock_buffer")
  if (before.regionId !== after.regionId) reasons.push("region")
  if (before.strikePriceSource !== after.strikePriceSource || before.rrpPriceListId !== after.rrpPriceListId) reasons.push("strike_price")
  // A brand's product safety data goes to each listed product of the brand.
  if (JSON.stringify(before.gpsrByBrand) !== JSON.stringify(after.gpsrByBrand)) reasons.push("gpsr")
  // Every listed product's prices (and strike prices, Best Offer thresholds) follow the new rule.
  if (!samePriceRule(before.priceRule, after.priceRule)) reasons.push("price_rule")
  // Stock and price switched on again; what the marketplace shows is from before it was switched off.
  if (!before.pushStockPrice && after.pushStockPrice) reasons.push("stock_price_on")
  return reasons
}

export async function POST(req: AuthenticatedMedusaRequest<PostConnectionSettingsType>, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  await assertChoicesExist(req.scope, req.validatedBody)
  await assertCarrierMapIdsExist(req.scope, req.validatedBody.carrier_map)
  const {
    sales_channel_id,
    region_id,
    stock_buffer,
    max_requests_in_flight,
    shipping_option_id,
    order_poll_seconds,
    import_paid_only,
    carrier_map,
    strike_price_source,
    rrp_price_list_id,
    activity_retention_days,
    import_alert_minutes,
    listing_check_hours,
    listing_checks_per_minute,
    push_catalog,
    push_stock_price,
    import_orders,
    import_orders_since,
    alert_language,
    title_overflow,
    price_rule,
    specific_names,
    gpsr_by_brand,
    ...connection
  } = req.validatedBody
  // One read and one write of the settings row; the jobs' run state is not touched.
  const saved = await service.saveSettings({
    connection,
    sync: {
      salesChannelId: sales_channel_id,
      regionId: region_id,
      stockBuffer: stock_buffer,
      maxRequestsInFlight: max_requests_in_flight,
      shippingOptionId: shipping_option_id,
      orderPollSeconds: order_poll_seconds,
      importPaidOnly: import_paid_only,
      carrierMap: carrier_map,
      strikePriceSource: strike_price_source,
      rrpPriceListId: rrp_price_list_id,
      activityRetentionDays: activity_retention_days,
      importAlertMinutes: import_alert_minutes,
      listingCheckHours: listing_check_hours,
      listingChecksPerMinute: listing_checks_per_minute,
      pushCatalog: push_catalog,
      pushStockPrice: push_stock_price,
      importOrders: import_orders,
      importOrdersSince: import_orders_since,
      alertLanguage: alert_language,
      titleOverflow: title_overflow,
      priceRule: price_rule,
      specificNames: specific_names,
      gpsrByBrand: gpsr_by_brand,
    },
  })
  const [before, after] = [saved.before.sync, saved.after.sync]
  // Syncs stopped by a missing or wrong setting go again once the settings change; a new stock
  // buffer, region or strike price source changes what every listed product must show.
  const reasons = resendReasons(before, after)
  if (reasons.includes("stock_price_on")) await service.markAllStockStale()
  await resendTrackingWithoutCarrier(req.scope, before.carrierMap, after.carrierMap)
  const resend = reasons.length ? await requeueListedProducts(req.scope) : null
  if ((await service.requeueProductSyncsForNewSettings()) || resend) scheduleDrain(req.scope, 0)
  // The catalog switched on again: the products held while it was off are created now, as by Sync all (whose
  // guard refuses while the account waits for its scan; they are queued with the Sync all after the decision).
  // Titles cut at a word, or held back again, change every product with a long title, listed or not;
  // renamed item specifics every single product with that attribute.
  const titlesChanged =
    before.titleOverflow !== after.titleOverflow ||
    JSON.stringify(sortedNames(before.specificNames)) !== JSON.stringify(sortedNames(after.specificNames))
  if (((!before.pushCatalog && after.pushCatalog) || titlesChanged) && after.salesChannelId) {
    await startSyncAllWorkflow(req.scope)
      .run({ input: { batchId: generateEntityId(undefined, "mxbatch") } })
      .catch(() => undefined)
  }
  // Whether the account holds another system's products is known before anything is created in it
  // (looked at whenever the connection is saved, then hourly before a run's first create).
  const connectionSaved = Object.values(connection).some((value) => value !== undefined)
  if (connectionSaved && (await service.clientFor(saved.after).catch(() => null))) {
    await lookAtAccount(req.scope, saved.after, ACCOUNT_LOOK_BUDGET_MS)
  }
  res.json({ settings: await view(service, req.scope, saved.after), resend: resend && { ...resend, reasons } })
}
