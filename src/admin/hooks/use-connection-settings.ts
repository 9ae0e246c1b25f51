import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  ConnectionSettingsInput,
  ConnectionSettingsView,
} from "../../modules/marketplace-exchange/lib/connection-settings"
import { sdk } from "../lib/sdk"

type SettingsResponse = { settings: ConnectionSettingsView }

const SETTINGS_PATH = "/admin/marketplace-exchange/settings"
export const connectionSettingsKey = ["marketplace-exchange", "settings"] as const

export function useConnectionSettings() {
  return useQuery({
    queryKey: connectionSettingsKey,
    queryFn: () => sdk.client.fetch<SettingsResponse>(SETTINGS_PATH),
  })
}

export function useSaveConnectionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ConnectionSettingsInput) =>
      sdk.client.fetch<SettingsResponse>(SETTINGS_PATH, { method: "POST", body }),
    onSuccess: (data) => queryClient.setQueryData(connectionSettingsKey, data),
  })
}
