import type { GpsrForm } from "../components/gpsr-fields"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, statusOf } from "../lib/sdk"
import { accountsKey, useAccountApi } from "./use-account"
import { pollInterval } from "./use-live-refresh"
import type {
  MarketplaceFieldsAnswer,
  ProductAccountsAnswer,
  ProductAnswer,
  ProductListingAnswer,
  RefusalAnswer,
} from "../../api/admin/marketplace-exchange/products/product-answer"
import type { OrderAnswer, OrderHistoryAnswer } from "../../api/admin/marketplace-exchange/orders/order-answer"
import type { CatalogProfileType, CatalogsAnswer } from "../../api/admin/marketplace-exchange/catalogs/catalog-answer"
import type { DeleteAccountDataAnswer } from "../../api/admin/marketplace-exchange/account/delete/delete-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

const BASE = "/admin/marketplace-exchange"

/** A write the service refused: the part, its code and message, and what to do. */
export type Refusal = Wire<RefusalAnswer>

/** The product box: its stored marketplace state per lane, its queued sync and last run (GET products/:id, declared once by the API). */
export type ProductMarketplaceState = Wire<ProductAnswer>["product"]

/**
 * A live answer of the service, asked with its own 5 s deadline. `state` and `checked_at`: the
 * answer and now, or when it failed (`listed` null, `reason` why), the last known state and its time.
 */
export type Listing = Wire<ProductListingAnswer>["listing"]

/** The product's stored marketplace state: answers at once; polls fast while a sync of it is pending or just after a change. */
export function useProductMarketplace(productId: string, changedAt: number) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("product", productId),
    queryFn: () => call<Wire<ProductAnswer>>(`${BASE}/products/${productId}`),
    refetchInterval: (query) => pollInterval(Boolean(query.state.data?.product.queued), changedAt),
  })
}

/** Whether the marketplace lists the product right now (live, within 5 s); apart, so it never holds up the rest. */
export function useProductListing(productId: string, enabled: boolean) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("listing", productId),
    queryFn: () => call<Wire<ProductListingAnswer>>(`${BASE}/products/${productId}/listing`),
    enabled,
    refetchInterval: 60_000,
  })
}

/** An account the product concerns, as GET products/:id/accounts answers it: the product box shows a section for each. */
export type ProductAccount = Wire<ProductAccountsAnswer>["accounts"][number]

/**
 * The accounts the product concerns, asked only while the store has several (with one, the box
 * shows it alone, as always). Under the accounts' key: it is about every account, not the chosen one;
 * any change in the admin asks again (useLastChange), so moving the product to a channel shows at once.
 */
export function useProductAccounts(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...accountsKey, "of-product", productId],
    queryFn: () => api<Wire<ProductAccountsAnswer>>(`${BASE}/products/${productId}/accounts`),
    enabled,
  })
}

export type FieldErrors = Partial<Record<string, string>>

/** Saves the product's marketplace fields; a 400 carries the errors per field. */
export function useSaveMarketplaceFields(productId: string) {
  const queryClient = useQueryClient()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (body: Record<string, string | null | Array<{ name: string; value: string }> | GpsrForm>) =>
      call<Wire<MarketplaceFieldsAnswer>, { fields?: FieldErrors }>(`${BASE}/products/${productId}/marketplace-fields`, {
        method: "POST",
        body,
      }),
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
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("order", orderId),
    queryFn: async () => {
      try {
        return (await call<Wire<OrderAnswer>>(`${BASE}/orders/${orderId}`)).order
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
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("order-history", orderId, reported),
    queryFn: () => call<Wire<OrderHistoryAnswer>>(`${BASE}/orders/${orderId}/history`),
    enabled,
  })
}

/** A category that became a marketplace catalog, with its profiles (GET catalogs, declared once by the API). */
export type CatalogRow = Wire<CatalogsAnswer>["catalogs"][number]

export function useCatalogs() {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("catalogs"),
    queryFn: () => call<Wire<CatalogsAnswer>>(`${BASE}/catalogs`),
  })
}

export function useSetCatalogProfile() {
  const queryClient = useQueryClient()
  const { call, key } = useAccountApi()
  return useMutation({
    mutationFn: ({ categoryId, type, profileId }: { categoryId: string; type: CatalogProfileType; profileId: string | null }) =>
      call<unknown>(`${BASE}/catalogs/${categoryId}/profile`, { method: "POST", body: { type, profile_id: profileId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key("catalogs") }),
  })
}

export function useDeleteAccountData() {
  const queryClient = useQueryClient()
  const { call } = useAccountApi()
  return useMutation({
    mutationFn: (body: { type: number; confirm: string; force_confirm?: string }) =>
      call<Wire<DeleteAccountDataAnswer>>(`${BASE}/account/delete`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}
