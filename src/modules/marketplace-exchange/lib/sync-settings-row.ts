import type { StoredSettings } from "./stored-settings"
import {
  ACTIVITY_RETENTION_DAYS,
  IMPORT_ALERT_MINUTES,
  LISTING_CHECK_HOURS,
  LISTING_CHECKS_PER_MINUTE,
  MAX_REQUESTS_IN_FLIGHT,
  NO_PRICE_RULE,
  ORDER_POLL_SECONDS,
  SyncSettings,
} from "./sync-settings"

/** The sync settings as typed from the settings row (defaults for what was never saved). */
export function syncSettingsOf(stored: StoredSettings | undefined): SyncSettings {
  return {
    salesChannelId: stored?.sales_channel_id ?? null,
    regionId: stored?.region_id ?? null,
    stockBuffer: stored?.stock_buffer ?? 0,
    maxRequestsInFlight: stored?.max_requests_in_flight ?? MAX_REQUESTS_IN_FLIGHT.default,
    shippingOptionId: stored?.shipping_option_id ?? null,
    orderPollSeconds: stored?.order_poll_seconds ?? ORDER_POLL_SECONDS.default,
    importPaidOnly: stored?.import_paid_only ?? false,
    carrierMap: {
      shipping_options: stored?.carrier_map?.shipping_options ?? {},
      fulfillment_providers: stored?.carrier_map?.fulfillment_providers ?? {},
    },
    strikePriceSource: stored?.strike_price_source ?? "rrp_price_list",
    rrpPriceListId: stored?.rrp_price_list_id ?? null,
    activityRetentionDays: stored?.activity_retention_days ?? ACTIVITY_RETENTION_DAYS.default,
    importAlertMinutes: stored?.import_alert_minutes ?? IMPORT_ALERT_MINUTES.default,
    listingCheckHours: stored?.listing_check_hours ?? LISTING_CHECK_HOURS.default,
    listingChecksPerMinute: stored?.listing_checks_per_minute ?? LISTING_CHECKS_PER_MINUTE.default,
    pushCatalog: stored?.push_catalog ?? true,
    pushStockPrice: stored?.push_stock_price ?? true,
    importOrders: stored?.import_orders ?? true,
    importOrdersSince: stored?.import_orders_since ? new Date(stored.import_orders_since).toISOString() : null,
    alertLanguage: stored?.alert_language ?? null,
    titleOverflow: stored?.title_overflow ?? "hold",
    priceRule: stored?.price_rule ?? NO_PRICE_RULE,
    specificNames: stored?.specific_names ?? {},
    gpsrByBrand: stored?.gpsr_by_brand ?? {},
  }
}

/** Row changes for the sync settings sent: omitted fields stay, null clears. */
export function syncSettingsChanges(input: Partial<SyncSettings>): Partial<StoredSettings> {
  const changes: Partial<StoredSettings> = {}
  if (input.salesChannelId !== undefined) changes.sales_channel_id = input.salesChannelId
  if (input.regionId !== undefined) changes.region_id = input.regionId
  if (input.stockBuffer !== undefined) changes.stock_buffer = input.stockBuffer
  if (input.maxRequestsInFlight !== undefined) changes.max_requests_in_flight = input.maxRequestsInFlight
  if (input.shippingOptionId !== undefined) changes.shipping_option_id = input.shippingOptionId
  if (input.orderPollSeconds !== undefined) changes.order_poll_seconds = input.orderPollSeconds
  if (input.importPaidOnly !== undefined) changes.import_paid_only = input.importPaidOnly
  if (input.carrierMap !== undefined) changes.carrier_map = input.carrierMap
  if (input.strikePriceSource !== undefined) changes.strike_price_source = input.strikePriceSource
  if (input.rrpPriceListId !== undefined) changes.rrp_price_list_id = input.rrpPriceListId
  if (input.activityRetentionDays !== undefined) changes.activity_retention_days = input.activityRetentionDays
  if (input.importAlertMinutes !== undefined) changes.import_alert_minutes = input.importAlertMinutes
  if (input.listingCheckHours !== undefined) changes.listing_check_hours = input.listingCheckHours
  if (input.listingChecksPerMinute !== undefined) changes.listing_checks_per_minute = input.listingChecksPerMinute
  if (input.pushCatalog !== undefined) changes.push_catalog = input.pushCatalog
  if (input.pushStockPrice !== undefined) changes.push_stock_price = input.pushStockPrice
  if (input.importOrders !== undefined) changes.import_orders = input.importOrders
  if (input.importOrdersSince !== undefined) changes.import_orders_since = input.importOrdersSince
  if (input.alertLanguage !== undefined) changes.alert_language = input.alertLanguage
  if (input.titleOverflow !== undefined) changes.title_overflow = input.titleOverflow
  if (input.priceRule !== undefined) changes.price_rule = input.priceRule
  if (input.specificNames !== undefined) changes.specific_names = input.specificNames
  if (input.gpsrByBrand !== undefined) changes.gpsr_by_brand = input.gpsrByBrand
  return changes
}
