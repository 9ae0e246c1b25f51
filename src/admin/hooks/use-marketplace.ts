import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { sdk } from "../lib/sdk"

const BASE = "/admin/marketplace-exchange"
const key = (...parts: unknown[]) => ["marketplace-exchange", ...parts]

export type Health = {
  connection: { configured: boolean; ok: boolean; latency_ms: number | null; error: string | null }
  last_import_at: string | null
  last_import_age_seconds: number | null
  last_import_error: string | null
  queue: {
    waiting: number
    running: number
    failed: number
    oldest_waiting_since: string | null
    oldest_waiting_age_seconds: number | null
    retrying: number
    waiting_for_service_since: string | null
    last_service_error: string | null
  }
  products: { parked: number; attention: number; failed: number }
  orders: { claimed: number; created: number; completed: number; parked: number }
}

export type Problem = { field: string; severity: "error" | "warning"; message: string; fix: string }

export type ProductRow = {
  product_id: string
  title: string | null
  thumbnail: string | null
  status: string
  remote_product_id: string | null
  problems: Problem[]
  refusals: Array<{ subject: string; code: string | null; message: string }>
  last_error: string | null
  last_pushed_at: string | null
}

export type LedgerRow = {
  id: string
  remote_order_id: string
  platform_order_id: string | null
  state: "claimed" | "created" | "completed" | "parked"
  attempts: number
  medusa_order_id: string | null
  display_id: string | null
  reasons: Array<{ code: string; message: string }>
  last_error: string | null
  write_back: { paid: boolean; order_shipping_status: number; items: Record<string, { status?: number; tracking?: string; carrier?: string }>; rejected: Record<string, string> }
  created_at: string
}

/** A marketplace order on its page: the ledger row with its payment as Medusa knows it now. */
export type OrderLedger = LedgerRow & {
  payment: { total: string; captured: string; refunded: string; reported: boolean; partial: boolean; refunded_after_report: boolean } | null
  unmapped_carriers: string[]
}

export type SyncProgress = { batch_id: string | null; pending: number; running: number; done: number; failed: number; total: number; progress: number }

export function useHealth() {
  return useQuery({ queryKey: key("health"), queryFn: () => sdk.client.fetch<{ health: Health }>(`${BASE}/health`), refetchInterval: 10_000 })
}

export function useProductsByStatus(status: "parked" | "attention" | "failed") {
  return useQuery({
    queryKey: key("products", status),
    queryFn: () => sdk.client.fetch<{ products: ProductRow[]; count: number }>(`${BASE}/products`, { query: { status, limit: 50 } }),
  })
}

export function useOrdersByState(state?: LedgerRow["state"]) {
  return useQuery({
    queryKey: key("orders", state ?? "all"),
    queryFn: () => sdk.client.fetch<{ orders: LedgerRow[]; count: number }>(`${BASE}/orders`, { query: { ...(state ? { state } : {}), limit: 50 } }),
  })
}

/** Refreshes everything the marketplace views show after an action changed it. */
function useInvalidateMarketplace() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: key() })
}

export function useRetryOrder() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: (id: string) => sdk.client.fetch<{ outcome: string; order: LedgerRow }>(`${BASE}/orders/${id}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

export function useImportNow() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: () =>
      sdk.client.fetch<{ summary?: Record<string, number>; running?: boolean; message?: string }>(`${BASE}/orders/import`, { method: "POST" }),
    onSettled: invalidate,
  })
}

export function useSyncProduct() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: (productId: string) => sdk.client.fetch<{ queued: boolean }>(`${BASE}/products/${productId}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

/** "Sync all": queues the channel's products; the batch's progress is followed until it is done. */
export function useSyncAll() {
  const invalidate = useInvalidateMarketplace()
  return useMutation({
    mutationFn: () => sdk.client.fetch<{ batch_id: string; queued: number }>(`${BASE}/sync`, { method: "POST", body: {} }),
    onSettled: invalidate,
  })
}

export function useSyncProgress(batchId: string | null) {
  return useQuery({
    queryKey: key("sync", batchId),
    queryFn: () => sdk.client.fetch<SyncProgress>(`${BASE}/sync`, { query: { batch_id: batchId! } }),
    enabled: Boolean(batchId),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && query.state.data.progress >= 1 ? false : 1000),
  })
}
