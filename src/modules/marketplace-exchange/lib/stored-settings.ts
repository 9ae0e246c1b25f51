import type { WireFormat } from "./connection-settings"
import type { CarrierMap, GpsrByBrand, PriceRule, SpecificNames, StrikePriceSource, TitleOverflow } from "./sync-settings"

/** The merchant's settings row as stored (secrets as secret-box ciphertext): only the merchant's saves write it. */
export type StoredSettings = {
  id: string
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  password_encrypted: string | null
  subscription_token_encrypted: string | null
  format: WireFormat | null
  sales_channel_id: string | null
  region_id: string | null
  stock_buffer: number
  max_requests_in_flight?: number
  shipping_option_id: string | null
  order_poll_seconds?: number
  import_paid_only?: boolean
  carrier_map?: Partial<CarrierMap> | null
  strike_price_source?: StrikePriceSource
  rrp_price_list_id?: string | null
  activity_retention_days?: number
  import_alert_minutes?: number
  listing_check_hours?: number
  listing_checks_per_minute?: number
  push_catalog?: boolean
  push_stock_price?: boolean
  import_orders?: boolean
  import_orders_since?: Date | string | null
  secrets_cleared_at?: Date | string | null
  alert_language?: "en" | "de" | null
  title_overflow?: TitleOverflow
  price_rule?: PriceRule | null
  specific_names?: SpecificNames | null
  gpsr_by_brand?: GpsrByBrand | null
  updated_at: Date | string
}
