import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useAccountApi } from "./use-account"
import type { ScanOutcome } from "./use-marketplace"
import type {
  ScanApplyAnswer,
  ScanDismissAnswer,
  ScanPageAnswer,
  ScanStartAnswer,
} from "../../api/admin/marketplace-exchange/account/scan/scan-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

const SCAN_PATH = "/admin/marketplace-exchange/account/scan"

/** The latest scan and a page of its plan, as GET account/scan answers them (declared once, by the API). */
export type ScanPage = Wire<ScanPageAnswer>
export type AccountScan = ScanPage["scan"]
export type PlanLine = ScanPage["items"][number]

/** The merchant's word on one line: an account product's line by its remote id, a create line by its product id. */
export type Override = { remote_product_id?: string; product_id?: string; action: "link" | "create" | "skip" }

/** The latest scan and a page of its plan (null before any scan ran); asked again every 2 s while it runs. */
export function useAccountScan(list: { outcome: ScanOutcome[]; limit: number; offset: number }) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("account-scan", list),
    queryFn: async (): Promise<ScanPage | null> => {
      try {
        return await call<ScanPage>(SCAN_PATH, {
          query: { limit: list.limit, offset: list.offset, ...(list.outcome.length ? { outcome: list.outcome.join(",") } : {}) },
        })
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.scan.state === "running" ? 2_000 : false),
  })
}

/** Starts a scan (or answers the one running). */
export function useStartScan() {
  const queryClient = useQueryClient()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: () => call<Wire<ScanStartAnswer>>(SCAN_PATH, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

/** Dismisses the latest scan: the account's other products stay as they are, and the plugin creates from now on. */
export function useDismissScan() {
  const queryClient = useQueryClient()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: () => call<Wire<ScanDismissAnswer>>(`${SCAN_PATH}/dismiss`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

/** Applies the latest scan's plan with the merchant's overrides; the linked and created products are queued. */
export function useApplyScan() {
  const queryClient = useQueryClient()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (body: { scan_id: string; overrides: Override[]; take_over_foreign_ids: boolean }) =>
      call<Wire<ScanApplyAnswer>>(`${SCAN_PATH}/apply`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}
