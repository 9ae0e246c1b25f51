import type { PriceRule, SyncSettings } from "../../../modules/marketplace-exchange/types"
import { compareMoney } from "../../shared/money"

/** Why every listed product is sent again after a save: what it shows at the marketplace changed. */
export type ResendReason = "stock_buffer" | "max_quantity" | "region" | "strike_price" | "gpsr" | "price_rule" | "stock_price_on"

/** Two rules that price alike (stored JSON comes back with its keys in another order, and "0" is "0.00"). */
const samePriceRule = (a: PriceRule, b: PriceRule) =>
  a.percent === b.percent && compareMoney(a.fixed, b.fixed) === 0 && a.ending === b.ending

/** The specific names in one key order (stored JSON comes back in another). */
const sortedNames = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)))

/** Which changed settings change what every listed product must show at the marketplace. */
export function resendReasons(before: SyncSettings, after: SyncSettings): ResendReason[] {
  const reasons: ResendReason[] = []
  if (before.stock_buffer !== after.stock_buffer) reasons.push("stock_buffer")
  // The cap changes what every variant offers, as the buffer does.
  if (before.max_quantity !== after.max_quantity) reasons.push("max_quantity")
  if (before.region_id !== after.region_id) reasons.push("region")
  if (before.strike_price_source !== after.strike_price_source || before.rrp_price_list_id !== after.rrp_price_list_id)
    reasons.push("strike_price")
  // A brand's product safety data goes to each listed product of the brand.
  if (JSON.stringify(before.gpsr_by_brand) !== JSON.stringify(after.gpsr_by_brand)) reasons.push("gpsr")
  // Every listed product's prices (and strike prices, Best Offer thresholds) follow the new rule.
  if (!samePriceRule(before.price_rule, after.price_rule)) reasons.push("price_rule")
  // Stock and price switched on again; what the marketplace shows is from before it was switched off.
  if (!before.push_stock_price && after.push_stock_price) reasons.push("stock_price_on")
  return reasons
}

/**
 * Whether every product of the channel is queued, listed or not: the catalog switched on again
 * (the products held while it was off are created now), titles cut at a word or held back again
 * (every product with a long title changes), or item specifics renamed (every single product with
 * that attribute). Only with a channel to take them from.
 */
export function channelResyncNeeded(before: SyncSettings, after: SyncSettings): boolean {
  if (!after.sales_channel_id) return false
  const titlesChanged =
    before.title_overflow !== after.title_overflow ||
    JSON.stringify(sortedNames(before.specific_names)) !== JSON.stringify(sortedNames(after.specific_names))
  return (!before.push_catalog && after.push_catalog) || titlesChanged
}

/** Whether the carrier map changed: orders whose tracking numbers went without a carrier are written back again. */
export const carrierMapChanged = (before: SyncSettings, after: SyncSettings) =>
  JSON.stringify(before.carrier_map) !== JSON.stringify(after.carrier_map)

/**
 * Whether the merchant confirmed (anew) that eBay shows the safety data (A53): the note saying it
 * is not confirmed goes off every product at once. Cleared again, each product's next sync says so.
 */
export const gpsrDisplayConfirmed = (before: SyncSettings, after: SyncSettings) =>
  Boolean(after.gpsr_display_confirmed_at) && before.gpsr_display_confirmed_at !== after.gpsr_display_confirmed_at
