import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { ServiceCheckAnswer } from "../../api/admin/marketplace-exchange/service-check/service-check-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"
import { api } from "../lib/sdk"

const SERVICE_CHECK_PATH = "/admin/marketplace-exchange/service-check"
export const serviceCheckKey = ["marketplace-exchange", "service-check"] as const

/** The last service check (A55), as stored; null before the first. */
export function useServiceCheck() {
  return useQuery({ queryKey: serviceCheckKey, queryFn: () => api<Wire<ServiceCheckAnswer>>(SERVICE_CHECK_PATH) })
}

/** Checks the service now (reads only, within 10 s); its answer becomes the last check, and the health view's. */
export function useRunServiceCheck() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<Wire<ServiceCheckAnswer>>(SERVICE_CHECK_PATH, { method: "POST" }),
    onSuccess: (data) => {
      queryClient.setQueryData(serviceCheckKey, data)
      void queryClient.invalidateQueries({ queryKey: ["marketplace-exchange", "health"] })
    },
  })
}
