import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ServiceCheckAnswer } from "../../api/admin/marketplace-exchange/service-check/service-check-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"
import { useAccountApi } from "./use-account"

const SERVICE_CHECK_PATH = "/admin/marketplace-exchange/service-check"

/** The chosen account's last service check (A55), as stored; null before the first. */
export function useServiceCheck() {
  const { call, key } = useAccountApi()
  return useQuery({ queryKey: key("service-check"), queryFn: () => call<Wire<ServiceCheckAnswer>>(SERVICE_CHECK_PATH) })
}

/** Checks the service now (reads only, within 10 s); its answer becomes the last check, and the health view's. */
export function useRunServiceCheck() {
  const queryClient = useQueryClient()
  const { call, key } = useAccountApi()
  return useMutation({
    mutationFn: () => call<Wire<ServiceCheckAnswer>>(SERVICE_CHECK_PATH, { method: "POST" }),
    onSuccess: (data) => {
      queryClient.setQueryData(key("service-check"), data)
      void queryClient.invalidateQueries({ queryKey: key("health") })
    },
  })
}
