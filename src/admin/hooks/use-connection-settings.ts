import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CarrierMap, ConnectionSettingsInput, SyncSettings } from "../../modules/marketplace-exchange/types"
import type {
  ConnectionTestAnswer,
  SavedSettingsAnswer,
  SettingsAnswer,
} from "../../api/admin/marketplace-exchange/settings/settings-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"
import type { GpsrForm } from "../components/gpsr-fields"
import { sdk } from "../lib/sdk"
import { accountsKey, useAccountApi } from "./use-account"

/** The settings as the API answers them (declared once, by the API), GPSR in the form the admin edits it. */
export type SettingsView = Omit<Wire<SettingsAnswer["settings"]>, "gpsr_by_brand"> & {
  /** Brand -> its product safety data (GPSR), in the form the admin edits it. */
  gpsr_by_brand: Record<string, GpsrForm>
}
/** GET answers the settings; a save (POST) also the resend it set off, and its answer becomes GET's in the cache. */
type SettingsResponse = { settings: SettingsView } & Partial<Pick<Wire<SavedSettingsAnswer>, "resend">>
/** A save: each setting left out stays as stored; the price rule's amount as the merchant typed it (`1,50`), checked by the API. */
export type SettingsInput = ConnectionSettingsInput &
  Partial<Omit<SyncSettings, "carrier_map" | "gpsr_by_brand">> & {
    carrier_map?: Partial<CarrierMap>
    gpsr_by_brand?: Record<string, GpsrForm>
  }

const SETTINGS_PATH = "/admin/marketplace-exchange/settings"

/** The chosen account's settings. */
export function useConnectionSettings() {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("settings"),
    queryFn: () => call<SettingsResponse>(SETTINGS_PATH),
  })
}

/** Saves the chosen account's settings; the accounts list shows its new name, site or channel. */
export function useSaveConnectionSettings() {
  const queryClient = useQueryClient()
  const { call, key } = useAccountApi()
  return useMutation({
    mutationFn: (body: SettingsInput) => call<SettingsResponse>(SETTINGS_PATH, { method: "POST", body }),
    onSuccess: (data) => {
      queryClient.setQueryData(key("settings"), data)
      void queryClient.invalidateQueries({ queryKey: accountsKey })
    },
  })
}

/**
 * Tests the connection as typed in the form (unsaved fields over the saved ones; within 5 s).
 * A failure's message says which part is wrong, in the merchant's words.
 */
export function useTestConnection() {
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (typed: ConnectionSettingsInput) =>
      call<Wire<ConnectionTestAnswer>>(`${SETTINGS_PATH}/test`, { method: "POST", body: typed }),
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
