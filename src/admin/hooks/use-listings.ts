import type { CodedMessage, ParamValue } from "../../messages"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CheckAnswer } from "../lib/listing-words"
import type { CodedWords } from "../lib/message-words"
import { api } from "../lib/sdk"
import { pollInterval } from "./use-live-refresh"
import type { VariationView } from "../../api/admin/marketplace-exchange/variation-view"

const BASE = "/admin/marketplace-exchange"

/** A listing's exclusive state (the service's last answer while it is at the service). */
export type ListingState = "listed" | "ended_out_of_stock" | "not_active" | "unchecked" | "not_listed" | "removed" | "parked" | "not_sent"

export type Listing = {
  product_id: string
  title: string | null
  thumbnail: string | null
  product_status: string
  state: ListingState
  /** The one severity the row shows, the worst it carries. */
  severity: "blocking" | "held_back" | "warning" | "none"
  /** Ended by the merchant (End listing). */
  ended: boolean
  /** What the service last answered to ProductIsListed and when; a null time: never asked. */
  listing: { state: "listed" | "ended_out_of_stock" | "not_active" | "removed" | "unchecked" | null; checked_at: string | null }
  remote_product_id: string | null
  stock: number | null
  price: string | null
  /** The store's price now, beside the price sent to eBay (the price rule makes them differ). */
  store_price: string | null
  variations: VariationView[]
  problems: Array<{ field: string; code?: string | null; params?: Record<string, ParamValue>; message: string; fix: string | null }>
  /** The not-active listing's warning (code `listing_not_active`) comes first. */
  warnings: Array<{ code?: string | null; params?: Record<string, ParamValue>; field: string; message: string; fix: string | null }>
  refusals: Array<{ subject: string; code: string | null; message: string }>
  error: string | null
  /** The title at eBay when it is not the store's. */
  marketplace_title: string | null
  /** The same as a code of src/messages; null for an error of an older version. */
  error_words: CodedWords
  last_sent_at: string | null
}

export type ListingsQuery = { limit: number; offset: number; q?: string; states: string[]; severities: string[]; warning?: string }

/** A page of the channel's listings with the filter's total, from the database only. */
export function useListings(list: ListingsQuery, changedAt: number) {
  return useQuery({
    queryKey: ["marketplace-exchange", "listings", list],
    queryFn: () =>
      api<{
        listings: Listing[]
        count: number
        sales_channel_id: string | null
        /** The plugin was still reading the channel's products when it answered (a first look at a large channel). */
        catching_up: { read: number; total: number } | null
        /** Warnings many products share, said once above the grid. */
        shared_warnings: Array<{ code: string; count: number }>
      }>(`${BASE}/listings`, {
        query: {
          limit: list.limit,
          offset: list.offset,
          ...(list.q ? { q: list.q } : {}),
          ...(list.states.length ? { state: list.states.join(",") } : {}),
          ...(list.severities.length ? { severity: list.severities.join(",") } : {}),
          ...(list.warning ? { warning: list.warning } : {}),
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => pollInterval(false, changedAt),
  })
}

export type ListingAction = "sync" | "retry" | "set_categories" | "edit_fields" | "end" | "relist" | "check"

/** What edit_fields sets on every product it takes; null clears a field (the settings' rule or the product's brand again). */
export type FieldEditBody = {
  title_rule?: string | null
  price_percent?: string | null
  price_fixed?: string | null
  price_ending?: string | null
  gpsr_brand?: string | null
  specific?: { name: string; value: string }
  remove_specific?: string
}

export type ListingActionInput = {
  action: ListingAction
  product_ids?: string[]
  filter?: { q?: string; state?: string[] }
  category_id_1?: string
  category_id_2?: string | null
  fields?: FieldEditBody
}

/** A bulk action on a selection or on the whole filter; answers how many products it took. */
export function useListingAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ListingActionInput) =>
      api<{ action: ListingAction; count: number; queued: number; changed?: number; batch_id: string | null } & CheckAnswer>(
        `${BASE}/listings/actions`,
        {
          method: "POST",
          body,
        }
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

export type ActivityEvent = {
  id: string
  at: string
  area: "product" | "order" | "account"
  product_id: string | null
  product_title: string | null
  order_id: string | null
  remote_order_id: string | null
  action: string
  subject: string | null
  outcome: "ok" | "refused" | "failed"
  code: string | null
  message: string | null
  duration_ms: number | null
  /** What happened in the merchant's words (a code of src/messages); null for import steps. */
  words: CodedMessage | null
}

export type ActivityQuery = { limit: number; offset: number; product_id?: string; order_id?: string; outcomes?: string[]; areas?: string[] }

/** A page of the activity log, newest first. */
export function useActivity(list: ActivityQuery, changedAt = 0) {
  return useQuery({
    queryKey: ["marketplace-exchange", "activity", list],
    queryFn: () =>
      api<{ events: ActivityEvent[]; count: number }>(`${BASE}/activity`, {
        query: {
          limit: list.limit,
          offset: list.offset,
          ...(list.product_id ? { product_id: list.product_id } : {}),
          ...(list.order_id ? { order_id: list.order_id } : {}),
          ...(list.outcomes?.length ? { outcome: list.outcomes.join(",") } : {}),
          ...(list.areas?.length ? { area: list.areas.join(",") } : {}),
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: () => pollInterval(false, changedAt),
  })
}
