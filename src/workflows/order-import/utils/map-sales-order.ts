import type { Address, SalesOrder, SalesOrderItem } from "../../../client/types"
import { MONETARY_PAYMENT_STATUS_PAID } from "../../../protocol/schema"
import { toMoney } from "../../shared/money"
import { parkReason, type ParkReason } from "./park-reason"
import { unreadableReasons } from "./unreadable-order-values"

export type { ParkReason } from "./park-reason"

/** How the plugin knows which Medusa variant a sold item is (first match wins). */
export interface VariantLookup {
  /** Remote ProductVariations id -> variant id, from the sync snapshots. */
  byRemoteVariationId: Record<string, string>
  /** Remote Products id of a single product -> its one variant id, from the sync snapshots. */
  byRemoteProductId: Record<string, string>
  /** Variant ids that exist in Medusa (ForeignId of a variation is a variant id); plain data, as workflow inputs must be. */
  knownVariantIds: Record<string, true>
  /** SKU -> variant id. */
  bySku: Record<string, string>
}

export interface MedusaAddressInput {
  first_name: string | null
  last_name: string | null
  company: string | null
  address_1: string | null
  postal_code: string | null
  city: string | null
  country_code: string | null
  phone: string | null
}

export interface ImportedOrder {
  email: string
  currency_code: string
  items: Array<{ variant_id: string; quantity: number; unit_price: string; title: string; remote_item_id: string }>
  shipping_address: MedusaAddressInput
  billing_address: MedusaAddressInput
  shipping_cost: string
  paid: boolean
  platform_order_id: string | null
}

export type OrderMapping = { ok: true; order: ImportedOrder } | { ok: false; reasons: ParkReason[] }

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === ""

/** A15: `Company` "-" means none; Country is an ISO code (Medusa wants it lower-case). */
export function mapAddress(address: Address): MedusaAddressInput {
  const text = (v: string | null | undefined) => (blank(v) ? null : v!.trim())
  return {
    first_name: text(address.Name),
    last_name: text(address.Surname),
    company: address.Company?.trim() === "-" ? null : text(address.Company),
    address_1: text(address.Street),
    postal_code: text(address.PostalCode),
    city: text(address.Town),
    country_code: text(address.Country)?.toLowerCase() ?? null,
    phone: text(address.Phone),
  }
}

/** An expanded ShippingAddress that is null or has no street counts as absent (A15). */
function shippingAddressOf(order: SalesOrder): Address | null {
  const shipping = order.ShippingAddress
  return shipping && !blank(shipping.Street) ? shipping : null
}

function variantOf(item: SalesOrderItem, lookup: VariantLookup): string | undefined {
  if (item.ProductVariationId && lookup.byRemoteVariationId[item.ProductVariationId])
    return lookup.byRemoteVariationId[item.ProductVariationId]
  if (!item.ProductVariationId && item.ProductId && lookup.byRemoteProductId[item.ProductId])
    return lookup.byRemoteProductId[item.ProductId]
  if (item.ProductVariationForeignId && lookup.knownVariantIds[item.ProductVariationForeignId]) return item.ProductVariationForeignId
  const sku = item.ProductVariationSku ?? item.Sku
  return sku ? lookup.bySku[sku] : undefined
}

/**
 * A marketplace order -> the Medusa order to create, or the reasons it cannot be created yet.
 * Items map through the sync's remote ids, then ForeignId, then SKU; prices are the
 * marketplace's gross unit prices (tax-inclusive); the shipping address falls back to the
 * billing address; the currency must be the marketplace region's.
 */
export function mapSalesOrder(order: SalesOrder, lookup: VariantLookup, regionCurrency: string): OrderMapping {
  // A30: values the service sent unreadable come first; what else is wrong shows once they read.
  const unreadable = unreadableReasons(order)
  if (unreadable.length) return { ok: false, reasons: unreadable }
  const reasons: ParkReason[] = []
  const currency = (order.CurrencyCode ?? "").toLowerCase()
  if (!currency) reasons.push(parkReason("order.no_currency", {}))
  else if (currency !== regionCurrency.toLowerCase()) {
    reasons.push(parkReason("order.currency_mismatch", { currency: currency.toUpperCase(), expected: regionCurrency.toUpperCase() }))
  }
  const billing = order.Address
  if (!billing || blank(billing.Street) || blank(billing.Country)) {
    reasons.push(parkReason("order.no_billing_address", {}))
  }
  const email = [order.Buyer?.Email, billing?.Email].find((candidate) => !blank(candidate)) ?? null
  if (blank(email)) reasons.push(parkReason("order.no_email", {}))
  const lines = order.SalesOrderItems ?? []
  if (!lines.length) reasons.push(parkReason("order.no_items", {}))

  const items: ImportedOrder["items"] = []
  for (const line of lines) {
    const variantId = variantOf(line, lookup)
    const label = line.Title ?? line.Name ?? line.ProductVariationSku ?? line.Sku ?? `item ${line.Id}`
    if (!variantId) {
      reasons.push(parkReason("order.unknown_item", { title: label, sku: line.ProductVariationSku ?? line.Sku ?? "—" }))
      continue
    }
    if (!line.Amount || !Number.isInteger(line.Amount) || line.Amount < 1 || blank(line.Price)) {
      reasons.push(parkReason("order.item_without_quantity", { title: label }))
      continue
    }
    items.push({ variant_id: variantId, quantity: line.Amount, unit_price: toMoney(line.Price!), title: label, remote_item_id: line.Id })
  }
  if (reasons.length) return { ok: false, reasons }

  const billingAddress = mapAddress(billing!)
  const shipping = shippingAddressOf(order)
  return {
    ok: true,
    order: {
      email: email!.trim(),
      currency_code: currency,
      items,
      billing_address: billingAddress,
      shipping_address: shipping ? mapAddress(shipping) : billingAddress,
      shipping_cost: toMoney(order.ShippingServiceCost ?? "0"),
      paid: order.MonetaryPaymentStatus === MONETARY_PAYMENT_STATUS_PAID,
      platform_order_id: order.PlatformOrderId ?? null,
    },
  }
}

/** Where marketplace orders go in Medusa: plain data, as the import workflow's input must be. */
export interface ImportTargets {
  regionId: string
  currencyCode: string
  salesChannelId: string
  shippingOption: { id: string; name: string }
  /** Settings → "import only paid orders": an unpaid order becomes a draft holding its stock. */
  paidOnly: boolean
}
