import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { FetchError } from "@medusajs/js-sdk"
import { sdk } from "../lib/sdk"
import type { OrderLedger, Problem } from "./use-marketplace"

const BASE = "/admin/marketplace-exchange"

/** A write the service refused: the part, its code and message, and what to do. */
export type Refusal = { key: string; subject: string; code: string | null; message: string; fix: string; since: string }

export type StockVariation = { variant_id: string; sku: string | null; remote_id: string; stock: number; price: string | null; sent_at: string | null; retired: boolean }

export type ProductMarketplaceState = {
  product_id: string
  status: "not_synced" | "pending" | "synced" | "attention" | "parked" | "failed" | "removed"
  remote_product_id: string | null
  remote_variations: Record<string, string>
  last_pushed_at: string | null
  last_error: string | null
  problems: Problem[]
  stock: {
    on_service: boolean
    last_sent_at: string | null
    error: string | null
    product: { stock: number | null; price: string | number | boolean | null; sent_at: string | null } | null
    variations: StockVariation[]
    refusals: Refusal[]
  }
  content: { last_sent_at: string | null; error: string | null; held_back: number; refusals: Refusal[] }
  listed: boolean | null
  listed_error: string | null
}

export type HistoryEntry = { date: string | null; itemId: string | null; action: string | null; value: number | null; line: string }

export function useProductMarketplace(productId: string) {
  return useQuery({
    queryKey: ["marketplace-exchange", "product", productId],
    queryFn: () => sdk.client.fetch<{ product: ProductMarketplaceState }>(`${BASE}/products/${productId}`),
    refetchInterval: (query) => (query.state.data?.product.status === "pending" ? 2000 : false),
  })
}

export function useSetMarketplaceCategory(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { category_id_1: string; category_id_2?: string }) =>
      sdk.client.fetch<unknown>(`${BASE}/products/${productId}/category`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange", "product", productId] }),
  })
}

/** A marketplace order's ledger row and history; null for an order that did not come from the marketplace. */
export function useOrderMarketplace(orderId: string, enabled = true) {
  return useQuery({
    queryKey: ["marketplace-exchange", "order", orderId],
    queryFn: async () => {
      try {
        return await sdk.client.fetch<{ order: OrderLedger; history: HistoryEntry[] }>(`${BASE}/orders/${orderId}/history`)
      } catch (error) {
        if (error instanceof FetchError && error.status === 404) return null
        throw error
      }
    },
    enabled,
  })
}

export type CatalogRow = { category_id: string; category_name: string; remote_catalog_id: string; profiles: Record<"payment" | "return" | "shipping", string | null> }

export function useCatalogs() {
  return useQuery({ queryKey: ["marketplace-exchange", "catalogs"], queryFn: () => sdk.client.fetch<{ catalogs: CatalogRow[] }>(`${BASE}/catalogs`) })
}

export function useSetCatalogProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ categoryId, type, profileId }: { categoryId: string; type: "payment" | "return" | "shipping"; profileId: string }) =>
      sdk.client.fetch<unknown>(`${BASE}/catalogs/${categoryId}/profile`, { method: "POST", body: { type, profile_id: profileId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange", "catalogs"] }),
  })
}

export function useDeleteAccountData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { type: number; confirm: string; force_confirm?: string }) =>
      sdk.client.fetch<{
        deleted: boolean
        emptied: string[]
        forgotten: { products: number; catalogs: number }
        listings: { ended: number; notListed: number; failed: Array<{ productId: string; foreignId: string | null; error: string }> } | null
      }>(`${BASE}/account/delete`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}
