import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CodedWords } from "../lib/message-words"
import { api } from "../lib/sdk"
import type { ScanOutcome, ScanPlan, ScanState } from "./use-marketplace"

const SCAN_PATH = "/admin/marketplace-exchange/account/scan"
const scanKey = ["marketplace-exchange", "account-scan"] as const

export type AccountScan = {
  id: string
  state: ScanState
  phase: "products" | "variations" | "matching"
  error: string | null
  error_words: CodedWords
  started_at: string
  finished_at: string | null
  decided_at: string | null
  /** No total: the service does not say how many products it holds. */
  progress: { read: number; variations_read: number; total: number | null }
  plan: ScanPlan | null
  /** Applied with the old connector switched off: the linked listings got the plugin's ForeignIds. */
  take_over_foreign_ids: boolean
}

type Named = { id: string; title: string | null; thumbnail: string | null }

export type PlanLine = {
  id: string
  outcome: ScanOutcome
  /** link: ours, foreign_id, mapping, sku, gtin; conflict and only_at_service: why. */
  reason: string | null
  remote: { id: string; title: string; foreign_id: string | null; product_type: number; ean: string | null; stock: number } | null
  product: Named | null
  candidates: Named[]
  /** The merchant's word when the plan was applied (null: as planned), and the product a link went to. */
  override: Override["action"] | null
  override_product: Named | null
}

/** The merchant's word on one line: an account product's line by its remote id, a create line by its product id. */
export type Override = { remote_product_id?: string; product_id?: string; action: "link" | "create" | "skip" }
export type ApplyAnswer = { scan: AccountScan; applied: { linked: number; created: number; held: number } }

export type ScanPage = { scan: AccountScan; items: PlanLine[]; count: number; limit: number; offset: number }

/** The latest scan and a page of its plan (null before any scan ran); asked again every 2 s while it runs. */
export function useAccountScan(list: { outcome: ScanOutcome[]; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...scanKey, list],
    queryFn: async (): Promise<ScanPage | null> => {
      try {
        return await api<ScanPage>(SCAN_PATH, {
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
  return useMutation({
    mutationFn: () => api<{ scan: AccountScan; started: boolean }>(SCAN_PATH, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

/** Dismisses the latest scan: the account's other products stay as they are, and the plugin creates from now on. */
export function useDismissScan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<{ scan: AccountScan }>(`${SCAN_PATH}/dismiss`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

/** Applies the latest scan's plan with the merchant's overrides; the linked and created products are queued. */
export function useApplyScan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { scan_id: string; overrides: Override[]; take_over_foreign_ids: boolean }) =>
      api<ApplyAnswer>(`${SCAN_PATH}/apply`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}
