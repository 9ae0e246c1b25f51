import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useAccountApi } from "./use-account"
import { pollInterval } from "./use-live-refresh"
import type { ActivityAnswer } from "../../api/admin/marketplace-exchange/activity/activity-answer"
import type { ListingActionAnswer, ListingsAnswer } from "../../api/admin/marketplace-exchange/listings/listing-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

const BASE = "/admin/marketplace-exchange"

/** A row of the listings grid, as GET listings answers it (declared once, by the API). */
export type Listing = Wire<ListingsAnswer>["listings"][number]

export type ListingsQuery = { limit: number; offset: number; q?: string; states: string[]; severities: string[]; warning?: string }

/** A page of the channel's listings with the filter's total, from the database only. */
export function useListings(list: ListingsQuery, changedAt: number) {
  const { call, key } = useAccountApi()
  return useQuery({
    queryKey: key("listings", list),
    queryFn: () =>
      call<Wire<ListingsAnswer>>(`${BASE}/listings`, {
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

export type ListingAction = ListingActionAnswer["action"]

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
  /** From the grid of every account: the account it acts on (each action is about one account). */
  account?: string
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
  const { call, callFor } = useAccountApi()
  return useMutation({
    mutationFn: ({ account, ...body }: ListingActionInput) =>
      account
        ? callFor<Wire<ListingActionAnswer>>(account, `${BASE}/listings/actions`, { method: "POST", body })
        : call<Wire<ListingActionAnswer>>(`${BASE}/listings/actions`, { method: "POST", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] }),
  })
}

/** One entry of the activity log, as GET activity answers it (declared once, by the API). */
export type ActivityEvent = Wire<ActivityAnswer>["events"][number]

export type ActivityQuery = { limit: number; offset: number; product_id?: string; order_id?: string; outcomes?: string[]; areas?: string[] }

/**
 * A page of the activity log, newest first. `chosenOnly`: of the chosen account even when it is
 * the first (the activity page; without an account the API answers every account's, as the
 * product box and the order page read them), or of every account when "All accounts" is chosen.
 */
export function useActivity(list: ActivityQuery, changedAt = 0, { chosenOnly = false }: { chosenOnly?: boolean } = {}) {
  const { call, key, accountId } = useAccountApi()
  return useQuery({
    queryKey: key("activity", list, chosenOnly),
    queryFn: () =>
      call<Wire<ActivityAnswer>>(`${BASE}/activity`, {
        query: {
          ...(chosenOnly ? { account_id: accountId } : {}),
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
