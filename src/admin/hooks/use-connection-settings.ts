import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  CarrierMap,
  ConnectionSettingsInput,
  ConnectionSettingsView,
  PriceRule,
  SpecificNames,
  TitleOverflow,
} from "../../modules/marketplace-exchange/types"
import type { GpsrForm } from "../components/gpsr-fields"
import { api, sdk } from "../lib/sdk"

export type SettingsView = ConnectionSettingsView & {
  sales_channel_id: string | null
  region_id: string | null
  stock_buffer: number
  max_requests_in_flight: number
  shipping_option_id: string | null
  order_poll_seconds: number
  import_paid_only: boolean
  activity_retention_days: number
  import_alert_minutes: number
  listing_check_hours: number
  listing_checks_per_minute: number
  /** The chosen channel's stock locations: where the marketplace's stock is counted. */
  stock_locations: Array<{ id: string; name: string }>
  carrier_map: CarrierMap
  strike_price_source: "rrp_price_list" | "sale_original_price"
  rrp_price_list_id: string | null
  /** What travels, for a move in stages. */
  push_catalog: boolean
  push_stock_price: boolean
  import_orders: boolean
  import_orders_since: string | null
  /** The bell's language; null: not chosen yet (English). */
  alert_language: "en" | "de" | null
  /** A store title over 80 characters is held back or cut at a word. */
  title_overflow: TitleOverflow
  /** The marketplace's prices from the store's. */
  price_rule: PriceRule
  /** Item specific names of Medusa's attributes chosen over the defaults. */
  specific_names: SpecificNames
  /** Brand -> its product safety data (GPSR). */
  gpsr_by_brand: Record<string, GpsrForm>
}
type SettingsResponse = { settings: SettingsView; resend?: { batch_id: string; queued: number; reasons: string[] } | null }
export type SettingsInput = ConnectionSettingsInput & {
  sales_channel_id?: string | null
  region_id?: string | null
  stock_buffer?: number
  max_requests_in_flight?: number
  shipping_option_id?: string | null
  order_poll_seconds?: number
  import_paid_only?: boolean
  activity_retention_days?: number
  import_alert_minutes?: number
  listing_check_hours?: number
  listing_checks_per_minute?: number
  carrier_map?: Partial<CarrierMap>
  strike_price_source?: "rrp_price_list" | "sale_original_price"
  rrp_price_list_id?: string | null
  push_catalog?: boolean
  push_stock_price?: boolean
  import_orders?: boolean
  import_orders_since?: string | null
  alert_language?: "en" | "de" | null
  title_overflow?: TitleOverflow
  /** The percentage as a number, the amount to add as the merchant typed it (`1,50`). */
  price_rule?: { percent: number; fixed: string; ending: PriceRule["ending"] }
  specific_names?: SpecificNames
  gpsr_by_brand?: Record<string, GpsrForm>
}

const SETTINGS_PATH = "/admin/marketplace-exchange/settings"
export const connectionSettingsKey = ["marketplace-exchange", "settings"] as const

export function useConnectionSettings() {
  return useQuery({
    queryKey: connectionSettingsKey,
    queryFn: () => api<SettingsResponse>(SETTINGS_PATH),
  })
}

export function useSaveConnectionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SettingsInput) => api<SettingsResponse>(SETTINGS_PATH, { method: "POST", body }),
    onSuccess: (data) => queryClient.setQueryData(connectionSettingsKey, data),
  })
}

/**
 * Tests the connection as typed in the form (unsaved fields over the saved ones; within 5 s).
 * A failure's message says which part is wrong, in the merchant's words.
 */
export function useTestConnection() {
  return useMutation({
    mutationFn: (typed: ConnectionSettingsInput) =>
      api<{ ok: true; latency_ms: number }>(`${SETTINGS_PATH}/test`, { method: "POST", body: typed }),
  })
}

/** The store's sales channels, regions and shipping options, to choose the marketplace's from. */
export function useStoreChoices() {
  return useQuery({
    queryKey: ["marketplace-exchange", "store-choices"],
    queryFn: async () => {
      const [channels, regions, shippingOptions, priceLists] = await Promise.all([
        sdk.admin.salesChannel.list({ limit: 100, fields: "id,name" }),
        sdk.admin.region.list({ limit: 100, fields: "id,name,currency_code" }),
        sdk.admin.shippingOption.list({ limit: 100, fields: "id,name,provider_id" }),
        sdk.admin.priceList.list({ limit: 100, fields: "id,title,status" }),
      ])
      return {
        channels: channels.sales_channels,
        regions: regions.regions,
        shippingOptions: shippingOptions.shipping_options,
        priceLists: priceLists.price_lists,
      }
    },
  })
}

/** The store's fulfillment providers (manual_manual and any installed), for the carrier map. */
export function useFulfillmentProviders() {
  return useQuery({
    queryKey: ["marketplace-exchange", "fulfillment-providers"],
    queryFn: async () => (await sdk.admin.fulfillmentProvider.list({ limit: 100 })).fulfillment_providers,
  })
}
