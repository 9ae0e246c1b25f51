import type { ParamValue } from "../../messages"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, statusOf } from "../lib/sdk"
import { pollInterval } from "./use-live-refresh"
import type { CodedWords } from "../lib/message-words"
import type { LedgerView } from "../../api/admin/marketplace-exchange/orders/ledger-view"
import type { HealthAnswer } from "../../api/admin/marketplace-exchange/health/health-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

const BASE = "/admin/marketplace-exchange"
const key = (...parts: unknown[]) => ["marketplace-exchange", ...parts]

/** The plugin at a glance, as GET health answers it (declared once, by the API). */
export type Health = Wire<HealthAnswer>

export type ScanState = "running" | "done" | "failed" | "applied" | "dismissed"
export type ScanOutcome = "link" | "create" | "conflict" | "only_at_service"
export type ScanPlan = Record<ScanOutcome, number>

/** A problem as the server stores it: a code with parameters (rendered by lib/message-words.ts) and its English words. */
export type Problem = {
  field: string
  severity: "error" | "warning"
  code?: string | null
  params?: Record<string, ParamValue>
  message: string
  fix: string | null
}

export type ProductRow = {
  product_id: string
  title: string | null
  thumbnail: string | null
  status: string
  remote_product_id: string | null
  problems: Problem[]
  refusals: Array<{ subject: string; code: string | null; message: string }>
  last_error: string | null
  last_error_words: CodedWords
  last_pushed_at: string | null
}

/** A ledger row as the orders API answers it (declared once, by the API). */
export type LedgerRow = LedgerView

/** A marketplace order on its page: the ledger row with its payment as Medusa knows it now. */
export type OrderLedger = LedgerRow & {
  payment: { total: string; captured: string; refunded: string; reported: boolean; partial: boolean; refunded_after_report: boolean } | null
  /** A37: shipments whose tracking numbers went without a carrier, with what to map. */
  unmapped_carriers: Array<{
    code: "carrier_not_mapped"
    message: string
    fulfillment_provider_id: string | null
    shipping_option: { id: string; name: string | null } | null
    items: string[]
  }>
  /** A write-back of the order waiting or running. */
  queued: { state: "pending" | "running"; run_after: string; last_error: string | null; last_error_words: CodedWords } | null
}

export type TaskOutcomes = { sent: number; unchanged: number; parked: number; refused: number; removed: number; skipped: number }

export type SyncProgress = {
  batch_id: string | null
  pending: number
  running: number
  done: number
  failed: number
  total: number
  progress: number
  outcomes: TaskOutcomes
  retrying: number
  last_error: string | null
  last_error_words: CodedWords
}

/** Which part of the connection failed (the API's `problem`). */
export type ConnectionProblem = "wrong_login" | "wrong_token" | "unreachable" | "no_answer" | "not_the_service" | "service_error"

export type ConnectionState = {
  configured: boolean
  ok: boolean
  latency_ms: number | null
  problem: ConnectionProblem | null
  error: string | null
  /** The error as a code of src/messages. */
  error_words: CodedWords
  checked_at: string
}

/** What the plugin stored: answers at once, whatever the service does. */
export function useHealth() {
  return useQuery({
    queryKey: key("health"),
    queryFn: () => api<{ health: Health }>(`${BASE}/health`),
    refetchInterval: 10_000,
  })
}

/** Whether the service answers right now: a live check settled within 5 s, apart from the stored health. */
export function useConnection() {
  return useQuery({
    queryKey: key("connection"),
    queryFn: () => api<{ connection: ConnectionState }>(`${BASE}/health/connection`),
    refetchInterval: 30_000,
  })
}

export type ListQuery = { limit: number; offset: number; q?: string; states?: string[] }

/** A page of one of the plugin's lists, with the total count; `stateParam` names its state filter. */
function useList<Page>(resource: "products" | "orders", stateParam: "status" | "state", list: ListQuery, changedAt: number) {
  return useQuery({
    queryKey: key(resource, list),
    queryFn: () =>
      api<Page>(`${BASE}/${resource}`, {
        query: {
          limit: list.limit,
          offset: list.offset,
          ...(list.q ? { q: list.q } : {}),
          ...(list.states?.length ? { [stateParam]: list.states.join(",") } : {}),
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => pollInterval(false, changedAt),
  })
}

/** A page of products by sync state, with the total count, searched by title or id. */
export const useProductList = (list: ListQuery, changedAt: number) =>
  useList<{ products: ProductRow[]; count: number }>("products", "status", list, changedAt)

/** A page of the order ledger by state, with the total count, searched by order number. */
export const useOrderList = (list: ListQuery, changedAt: number) =>
  useList<{ orders: LedgerRow[]; count: number }>("orders", "state", list, changedAt)

/** Refreshes everything the marketplace views show after an action changed it. */
function useInvalidateMarketplace() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: key() })
}

export function useRetryOrder() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: (id: string) => api<{ outcome: string; order: LedgerRow }>(`${BASE}/orders/${id}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

/** Retry all: every waiting order tried again in the background (POST orders/retry). */
export function useRetryAllOrders() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: () => api<{ queued: number }>(`${BASE}/orders/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

export function useImportNow() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: () =>
      api<{ summary?: Record<string, number>; running?: boolean; message?: string }>(`${BASE}/orders/import`, {
        method: "POST",
      }),
    onSettled: invalidate,
  })
}

/** What Sync now or Retry did: queued, or why nothing was sent. */
export type RetryAnswer =
  | { queued: true; outcome: "queued"; refusals_cleared: number }
  | { queued: false; outcome: "not_in_channel" | "not_published" | "fix_problems"; message: string; problems: Problem[] }

export function useSyncProduct() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: (productId: string) => api<RetryAnswer>(`${BASE}/products/${productId}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

/** "Sync all": queues the channel's products; the batch's progress is followed until it is done. */
export function useSyncAll() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: () => api<{ batch_id: string; queued: number }>(`${BASE}/sync`, { method: "POST", body: {} }),
    onSettled: invalidate,
  })
}

/** A batch's progress, polled each second until done; a batch the server no longer knows (pruned) answers null. */
export function useSyncProgress(batchId: string | null) {
  return useQuery({
    queryKey: key("sync", batchId),
    queryFn: async () => {
      try {
        return await api<SyncProgress>(`${BASE}/sync`, { query: { batch_id: batchId! } })
      } catch (error) {
        if (statusOf(error) === 404) return null
        throw error
      }
    },
    enabled: Boolean(batchId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data === null || (query.state.data && query.state.data.progress >= 1) ? false : 1000),
  })
}
