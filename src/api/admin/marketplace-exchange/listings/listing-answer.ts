/**
 * The listings API's answers, declared once: the routes under listings/ build them, the admin
 * reads them as JSON carries them (`Wire<…>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage, ParamValue } from "../../../../messages"
import type { ListingState, Severity } from "../../../../modules/marketplace-exchange/types"
import type { ListingFact, ShownListingState } from "../../../../workflows/listing-check/utils/listing-fact"
import type { VariationView } from "../variation-view"

/** A problem or warning as the grid shows it; one stored before messages had codes has a null code. */
export interface ListingProblemAnswer {
  field: string
  code: string | null
  params: Record<string, ParamValue>
  message: string
  fix: string | null
}

/** One row of the listings grid (listing-view.ts builds it). */
export interface ListingRowAnswer {
  /** The account of the listing and its name: a product of two accounts' channels is a row of each (`account_id=all`). */
  account_id: string
  account_name: string
  product_id: string
  title: string | null
  /** The title the service holds when it is not the store's (an eBay title, or the store's shortened). */
  marketplace_title: string | null
  thumbnail: string | null
  product_status: string
  state: ListingState
  /** The one severity the row shows, the worst it carries. */
  severity: Severity | "none"
  /** Ended by the merchant (End listing), and when. */
  ended: boolean
  ended_at: string | null
  /** The service's last answer to ProductIsListed and when (a null time: never asked); `state` above is the grid's. */
  listing: { state: ShownListingState | null; checked_at: string | null }
  sync_status: string | null
  remote_product_id: string | null
  /** A product without variations carries stock and price itself. */
  stock: number | null
  price: string | null
  /** The store's price now, beside the price sent (the price rule makes them differ). */
  store_price: string | null
  variations: VariationView[]
  problems: ListingProblemAnswer[]
  /** The not-active listing's warning (code `problem.listing_not_active`) comes first. */
  warnings: ListingProblemAnswer[]
  refusals: Array<{ subject: string; code: string | null; message: string; since: string | null }>
  error: string | null
  /** The same as a code of src/messages; null for an error of an older version. */
  error_words: CodedMessage | null
  last_sent_at: string | null
}

/**
 * GET listings: a page of the channel's listings (`account_id=all`: of every account's channel);
 * before a channel is chosen it is empty and `sales_channel_id` is null.
 */
export interface ListingsAnswer {
  listings: ListingRowAnswer[]
  count: number
  limit: number
  offset: number
  /** The account's channel; of every account, the first's that has one (null: no account has one yet). */
  sales_channel_id: string | null
  /** The plugin was still reading the channel's products when it answered (a first look at a large channel). */
  catching_up: { read: number; total: number } | null
  /** Warnings many products share, said once above the grid. */
  shared_warnings: Array<{ code: string; count: number }>
}

/** A bulk action of the grid. */
export type ListingAction = "sync" | "retry" | "set_categories" | "edit_fields" | "end" | "relist" | "check"

/** What a "Check listing" asked within its budget; the rest waits for the background check. */
export interface ListingCheckAnswer {
  requested: number
  checked: number
  by_state: Record<ListingFact, number>
  /** Listings whose check got no answer. */
  unanswered: number
  /** Why the check stopped before its time ran out (a code of src/messages, rendered in the admin's language), or null. */
  stopped: CodedMessage | null
}

/** POST listings/actions: how many products the action took and the batch to follow (null when none is). */
export interface ListingActionAnswer {
  action: ListingAction
  /** The products taken, when at most 1000. */
  product_ids?: string[]
  count: number
  batch_id: string | null
  queued: number
  /** edit_fields: how many products the edit changed. */
  changed?: number
  /** check: what it asked. */
  listings?: ListingCheckAnswer
}
