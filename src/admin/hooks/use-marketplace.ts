import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, statusOf } from "../lib/sdk"
import { accountsKey, useAccountApi } from "./use-account"
import { pollInterval } from "./use-live-refresh"
import type { AccountScanAnswer, PlanLineAnswer } from "../../api/admin/marketplace-exchange/account/scan/scan-answer"
import type { ConnectionAnswer } from "../../api/admin/marketplace-exchange/health/connection/connection-answer"
import type { HealthAnswer } from "../../api/admin/marketplace-exchange/health/health-answer"
import type { AccountsHealthAnswer } from "../../api/admin/marketplace-exchange/health/accounts/accounts-health-answer"
import type { LedgerView } from "../../api/admin/marketplace-exchange/orders/ledger-view"
import type {
  ImportNowAnswer,
  OrderAnswer,
  OrderDismissAnswer,
  OrderListAnswer,
  OrderRetryAnswer,
  RetryAllOrdersAnswer,
} from "../../api/admin/marketplace-exchange/orders/order-answer"
import type {
  ListAgainAnswer,
  ListAnewAnswer,
  ProblemAnswer,
  ProductListAnswer,
  ProductRetryAnswer,
} from "../../api/admin/marketplace-exchange/products/product-answer"
import type { SyncProgressAnswer, SyncQueuedAnswer } from "../../api/admin/marketplace-exchange/sync/sync-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

const BASE = "/admin/marketplace-exchange"

/** The plugin at a glance, as GET health answers it (declared once, by the API). */
export type Health = Wire<HealthAnswer>

/** A scan's state and a plan line's outcome, as the account scan answers them (declared once, by the API). */
export type ScanState = AccountScanAnswer["state"]
export type ScanOutcome = PlanLineAnswer["outcome"]

/** A problem as the server stores it: a code with parameters (rendered by lib/message-words.ts) and its English words. */
export type Problem = Wire<ProblemAnswer>

/** A page of products by sync state, as GET products answers it (declared once, by the API). */
type ProductList = Wire<ProductListAnswer>
export type ProductRow = ProductList["products"][number]

/** A ledger row as the orders API answers it (declared once, by the API). */
export type LedgerRow = LedgerView

/** A marketplace order on its page: the ledger row with its payment as Medusa knows it now (GET orders/:id, declared once by the API). */
export type OrderLedger = Wire<OrderAnswer>["order"]

/** A batch's progress, as GET sync answers it (declared once, by the API). */
export type SyncProgress = Wire<SyncProgressAnswer>

/** Whether the service answers right now, as GET health/connection answers it (declared once, by the API). */
export type ConnectionState = Wire<ConnectionAnswer>["connection"]

/** What the plugin stored: answers at once, whatever the service does. */
export function useHealth() {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("health"),
    queryFn: () => call<{ health: Health }>(`${BASE}/health`),
    refetchInterval: 10_000,
  })
}

/**
 * Every account's figures for the health tiles, asked only while the store has several. Under the
 * accounts' key: it is about every account, whichever is chosen.
 */
export function useAccountsHealth(enabled: boolean) {
  return useQuery({
    queryKey: [...accountsKey, "health"],
    queryFn: () => api<Wire<AccountsHealthAnswer>>(`${BASE}/health/accounts`),
    enabled,
    refetchInterval: 10_000,
  })
}

/** Whether the service answers right now: a live check settled within 5 s, apart from the stored health. */
export function useConnection() {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("connection"),
    queryFn: () => call<Wire<ConnectionAnswer>>(`${BASE}/health/connection`),
    refetchInterval: 30_000,
  })
}

export type ListQuery = { limit: number; offset: number; q?: string; states?: string[] }

/** A page of one of the plugin's lists, with the total count; `stateParam` names its state filter. */
function useList<Page>(resource: "products" | "orders", stateParam: "status" | "state", list: ListQuery, changedAt: number) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key(resource, list),
    queryFn: () =>
      call<Page>(`${BASE}/${resource}`, {
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
export const useProductList = (list: ListQuery, changedAt: number) => useList<ProductList>("products", "status", list, changedAt)

/** A page of the order ledger by state, with the total count, searched by order number. */
export const useOrderList = (list: ListQuery, changedAt: number) => useList<Wire<OrderListAnswer>>("orders", "state", list, changedAt)

/** Refreshes everything the marketplace views show after an action changed it. */
function useInvalidateMarketplace() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] })
}

export function useRetryOrder() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (id: string) => call<Wire<OrderRetryAnswer>>(`${BASE}/orders/${id}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

/** Dismiss a held order that can never be imported, with the merchant's reason (POST orders/:id/dismiss). */
export function useDismissOrder() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      call<Wire<OrderDismissAnswer>>(`${BASE}/orders/${id}/dismiss`, { method: "POST", body: { reason } }),
    onSettled: invalidate,
  })
}

/**
 * Retry all: every waiting order tried again in the background (POST orders/retry); given
 * `accounts` (the list of every account), each account's in turn, the counts added.
 */
export function useRetryAllOrders() {
  const invalidate = useInvalidateMarketplace()
  const { call, callFor } = useAccountApi()
  return useMutation({
    mutationFn: async (accounts?: string[]): Promise<Wire<RetryAllOrdersAnswer>> => {
      if (!accounts) return call<Wire<RetryAllOrdersAnswer>>(`${BASE}/orders/retry`, { method: "POST" })
      let queued = 0
      for (const account of accounts)
        queued += (await callFor<Wire<RetryAllOrdersAnswer>>(account, `${BASE}/orders/retry`, { method: "POST" })).queued
      return { queued }
    },
    onSettled: invalidate,
  })
}

export function useImportNow() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: () =>
      call<Wire<ImportNowAnswer>>(`${BASE}/orders/import`, {
        method: "POST",
      }),
    onSettled: invalidate,
  })
}

/** What Sync now or Retry did: queued, or why nothing was sent. */
export type RetryAnswer = Wire<ProductRetryAnswer>

export function useSyncProduct() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (productId: string) => call<RetryAnswer>(`${BASE}/products/${productId}/retry`, { method: "POST" }),
    onSettled: invalidate,
  })
}

/** List anew as … (A51): the product's listing is ended and replaced by one of the type its variants make. */
export function useListAnew() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: ({ productId, as }: { productId: string; as: ListAnewAnswer["as"] }) =>
      call<Wire<ListAnewAnswer>>(`${BASE}/products/${productId}/list-anew`, { method: "POST", body: { as } }),
    onSettled: invalidate,
  })
}

/** List again (A50): a product the service lost is created anew; 409 while the service still holds it. */
export function useListAgain() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (productId: string) =>
      call<Wire<ListAgainAnswer>>(`${BASE}/products/${productId}/list-again`, { method: "POST", body: {} }),
    onSettled: invalidate,
  })
}

/** "Sync all": queues the channel's products; the batch's progress is followed until it is done. */
export function useSyncAll() {
  const invalidate = useInvalidateMarketplace()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: () => call<Wire<SyncQueuedAnswer>>(`${BASE}/sync`, { method: "POST", body: {} }),
    onSettled: invalidate,
  })
}

/** A batch's progress, polled each second until done; a batch the server no longer knows (pruned) answers null. */
export function useSyncProgress(batchId: string | null) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("sync", batchId),
    queryFn: async () => {
      try {
        return await call<SyncProgress>(`${BASE}/sync`, { query: { batch_id: batchId! } })
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
