import type { GpsrForm } from "../components/gpsr-fields"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, statusOf } from "../lib/sdk"
import { pollInterval } from "./use-live-refresh"
import type { OrderLedger, Problem } from "./use-marketplace"
import type { CodedWords } from "../lib/message-words"
import type { VariationView } from "../../api/admin/marketplace-exchange/variation-view"

const BASE = "/admin/marketplace-exchange"

/** A write the service refused: the part, its code and message, and what to do. */
export type Refusal = { key: string; subject: string; code: string | null; message: string; fix: string; since: string }

/** A variation in the product box: as the API answers it, and whether its variant is gone from the store (retired). */
export type StockVariation = VariationView & { retired: boolean }

export type ProductMarketplaceState = {
  product_id: string
  status: "not_synced" | "pending" | "synced" | "attention" | "parked" | "failed" | "removed"
  remote_product_id: string | null
  remote_variations: Record<string, string>
  last_pushed_at: string | null
  last_error: string | null
  last_error_words: CodedWords
  /** What the service last answered to ProductIsListed and when; null state: not at the service. */
  listing: {
    state: "listed" | "ended_out_of_stock" | "not_active" | "removed" | "unchecked" | null
    checked_at: string | null
    warning: { code: string; field: string; message: string; fix: string } | null
  }
  problems: Problem[]
  stock: {
    on_service: boolean
    last_sent_at: string | null
    error: string | null
    error_words: CodedWords
    product: { stock: number | null; price: string | number | boolean | null; store_price: string | null; sent_at: string | null } | null
    variations: StockVariation[]
    refusals: Refusal[]
  }
  content: { last_sent_at: string | null; error: string | null; error_words: CodedWords; held_back: number; refusals: Refusal[] }
  /** A sync of the product waiting or running. */
  queued: { state: "pending" | "running"; run_after: string; last_error: string | null; last_error_words: CodedWords } | null
  /** What the product's last finished sync did. */
  last_run: { state: "done" | "failed"; outcome: TaskOutcome | null; at: string; error: string | null; error_words: CodedWords } | null
}

export type TaskOutcome = "sent" | "unchanged" | "parked" | "refused" | "removed" | "skipped"

/**
 * A live answer of the service, asked with its own 5 s deadline. `state` and `checked_at`: the
 * answer and now, or when it failed (`listed` null, `reason` why), the last known state and its time.
 */
export type Listing = {
  listed: boolean | null
  reason: string | null
  /** The reason as a code of src/messages, for the admin's language. */
  reason_words: CodedWords
  timed_out: boolean
  checked_at: string | null
  state: "listed" | "ended_out_of_stock" | "not_active" | "removed" | "unchecked" | null
}

export type HistoryEntry = { date: string | null; itemId: string | null; action: string | null; value: number | null; line: string }

/** The product's stored marketplace state: answers at once; polls fast while a sync of it is pending or just after a change. */
export function useProductMarketplace(productId: string, changedAt: number) {
  return useQuery({
    queryKey: ["marketplace-exchange", "product", productId],
    queryFn: () => api<{ product: ProductMarketplaceState }>(`${BASE}/products/${productId}`),
    refetchInterval: (query) => pollInterval(Boolean(query.state.data?.product.queued), changedAt),
  })
}

/** Whether the marketplace lists the product right now (live, within 5 s); apart, so it never holds up the rest. */
export function useProductListing(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["marketplace-exchange", "listing", productId],
    queryFn: () => api<{ listing: Listing }>(`${BASE}/products/${productId}/listing`),
    enabled,
    refetchInterval: 60_000,
  })
}

export type FieldErrors = Partial<Record<string, string>>

/** Saves the product's marketplace fields; a 400 carries the errors per field. */
export function useSaveMarketplaceFields(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Record<string, string | null | Array<{ name: string; value: string }> | GpsrForm>) =>
      api<{ saved: string[]; metadata: Record<string, unknown> }, { fields?: FieldErrors }>(
        `${BASE}/products/${productId}/marketplace-fields`,
        { method: "POST", body }
      ),
    // Medusa's own product queries too: the page (and this form) show the new metadata.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
        queryClient.invalidateQueries({ queryKey: ["products"] }),
      ]),
  })
}

/** A marketplace order's stored import and write-back state; null for an order that did not come from the marketplace. */
export function useOrderMarketplace(orderId: string, enabled: boolean, changedAt: number) {
  return useQuery({
    queryKey: ["marketplace-exchange", "order", orderId],
    queryFn: async () => {
      try {
        return (await api<{ order: OrderLedger }>(`${BASE}/orders/${orderId}`)).order
      } catch (error) {
        if (statusOf(error) === 404) return null
        throw error
      }
    },
    enabled,
    refetchInterval: (query) => pollInterval(Boolean(query.state.data?.queued), changedAt),
  })
}

/**
 * The order's history at the marketplace (live, within 5 s); apart, so the stored state shows
 * at once. `reported` (what the write-back has told the service) is part of the key: each new
 * report asks again, so the history follows it.
 */
export function useOrderHistory(orderId: string, enabled: boolean, reported: string) {
  return useQuery({
    queryKey: ["marketplace-exchange", "order-history", orderId, reported],
    queryFn: () =>
      api<{ history: HistoryEntry[] | null; reason: string | null; reason_words: CodedWords; timed_out: boolean }>(
        `${BASE}/orders/${orderId}/history`
      ),
    enabled,
  })
}

export type CatalogRow = {
  category_id: string
  category_name: string
  remote_catalog_id: string
  profiles: Record<"payment" | "return" | "shipping", string | null>
}

export function useCatalogs() {
  return useQuery({
    queryKey: ["marketplace-exchange", "catalogs"],
    queryFn: () => api<{ catalogs: CatalogRow[] }>(`${BASE}/catalogs`),
  })
}

export function useSetCatalogProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      categoryId,
      type,
      profileId,
    }: {
      categoryId: string
      type: "payment" | "return" | "shipping"
      profileId: string | null
    }) => api<unknown>(`${BASE}/catalogs/${categoryId}/profile`, { method: "POST", body: { type, profile_id: profileId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange", "catalogs"] }),
  })
}

export function useDeleteAccountData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { type: number; confirm: string; force_confirm?: string }) =>
      api<{
        deleted: boolean
        emptied: string[]
        forgotten: { products: number; catalogs: number }
        listings: { ended: number; notListed: number; failed: Array<{ productId: string; foreignId: string | null; error: string }> } | null
      }>(`${BASE}/account/delete`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}
