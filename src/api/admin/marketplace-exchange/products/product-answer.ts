/**
 * The products API's answers, declared once: the routes under products/ build them, the admin
 * reads them as JSON carries them (`Wire<…>`). Types only, from files the admin's bundle may import.
 */
import type { CodedMessage, ParamValue } from "../../../../messages"
import type { TaskOutcome } from "../../../../modules/marketplace-exchange/types"
import type { ShownListingState } from "../../../../workflows/listing-check/utils/listing-fact"
import type { QueuedWorkAnswer } from "../queued-work-answer"
import type { VariationView } from "../variation-view"
import type { LocationStock, OfferedQuantity } from "../../../../workflows/shared/sellable-quantity"

/** A product's sync state as stored; the product box says `not_synced` for a product never queued. */
export type ProductSyncStatus = "pending" | "synced" | "attention" | "parked" | "failed" | "removed" | "gone_at_service"

/** A problem found before sending, with its fix; the write keys it holds back stay on the server. */
export interface ProblemAnswer {
  field: string
  severity: "error" | "warning"
  /** A code of src/messages; problems stored before messages had codes carry none. */
  code?: string | null
  params?: Record<string, ParamValue>
  message: string
  fix: string | null
}

/** GET products: a page of products by sync state, of one account or (`account_id=all`) of every account. */
export interface ProductListAnswer {
  products: Array<{
    /** The account of the row's sync state and its name: a product of two accounts' channels is a row of each. */
    account_id: string
    account_name: string
    product_id: string
    title: string | null
    thumbnail: string | null
    status: ProductSyncStatus
    remote_product_id: string | null
    problems: ProblemAnswer[]
    refusals: Array<{ subject: string; code: string | null; message: string }>
    last_error: string | null
    last_error_words: CodedMessage | null
    last_pushed_at: Date | null
    updated_at: Date
  }>
  count: number
  limit: number
  offset: number
}

/** A write the service refused: the part, its code and message, what to do, and since when (ISO time). */
export interface RefusalAnswer {
  key: string
  subject: string
  code: string | null
  message: string
  fix: string
  since: string
}

/** The warning of a listing the marketplace does not sell although stock is offered, or of a product the service lost (A50). */
export interface ListingWarningAnswer {
  field: string
  code: string
  params: Record<string, ParamValue>
  message: string
  fix: string | null
}

/** A product's marketplace state from what the plugin stored, per lane (product-view.ts builds it). */
export interface ProductSyncAnswer {
  product_id: string
  status: ProductSyncStatus | "not_synced"
  remote_product_id: string | null
  /** Medusa variant id -> the variation's id at the service. */
  remote_variations: Record<string, string>
  last_pushed_at: Date | null
  last_error: string | null
  last_error_words: CodedMessage | null
  /** What the service last answered to ProductIsListed and when; a null state: not at the service. */
  listing: { state: ShownListingState | null; checked_at: string | null; warning: ListingWarningAnswer | null }
  problems: ProblemAnswer[]
  stock: {
    on_service: boolean
    last_sent_at: string | null
    error: string | null
    error_words: CodedMessage | null
    product: { stock: number | null; price: string | number | boolean | null; store_price: string | null; sent_at: string | null } | null
    /** `retired`: its variant is gone from the store. */
    variations: Array<VariationView & { retired: boolean }>
    refusals: RefusalAnswer[]
  }
  content: {
    last_sent_at: Date | null
    error: string | null
    error_words: CodedMessage | null
    held_back: number
    refusals: RefusalAnswer[]
  }
}

/** What a finished sync did; a run superseded by a newer one of its product is never the last run shown. */
export type RunOutcome = Exclude<TaskOutcome, "superseded">

/**
 * What the account offers of each of the product's variants now, part by part: the very sum the
 * sync pushes (offeredQuantity), so the product box can say how it comes about.
 */
export interface OfferedAnswer {
  /** The account's marketplace site as stored ("ebay.de"), where the quantity is offered. */
  marketplace_site: string
  /** In the merchant's variant order; each location with its name. */
  variants: Array<
    Omit<OfferedQuantity, "locations"> & { variant_id: string; sku: string | null; locations: Array<LocationStock & { name: string }> }
  >
}

/** GET products/:id: the product box, with the product's work in the queue and what its last finished sync did. */
export interface ProductAnswer {
  product: ProductSyncAnswer & {
    /** Null: no sales channel is chosen, or the product is not in it (nothing is offered). */
    offered: OfferedAnswer | null
    queued: QueuedWorkAnswer | null
    last_run: {
      state: "done" | "failed"
      outcome: RunOutcome | null
      at: Date
      error: string | null
      error_words: CodedMessage | null
    } | null
  }
}

/**
 * GET products/:id/listing: whether the marketplace lists the product right now. `listed` null:
 * the service did not say (`reason`); `state` and `checked_at` are then the last known.
 */
export interface ProductListingAnswer {
  listing: {
    listed: boolean | null
    reason: string | null
    /** The reason as a code of src/messages, for the admin's language. */
    reason_words: CodedMessage | null
    timed_out: boolean
    checked_at: Date | null
    state: ShownListingState | null
  }
}

/** POST products/:id/retry (Sync now, Retry): queued, or why nothing is sent. */
export type ProductRetryAnswer =
  | { queued: true; outcome: "queued"; refusals_cleared: number }
  | { queued: false; outcome: "not_in_channel" | "not_published" | "fix_problems"; message: string; problems: ProblemAnswer[] }

/** POST products/:id/list-anew (A51): the product is marked, and the sync that replaces its listing is queued. */
export interface ListAnewAnswer {
  queued: true
  as: "single_product" | "variation_set"
}

/** POST products/:id/list-again: the record of a product the service lost is forgotten and its create queued (A50). */
export interface ListAgainAnswer {
  queued: true
}

/** POST products/:id/marketplace-fields: the fields saved and the product's metadata after the save. */
export interface MarketplaceFieldsAnswer {
  saved: string[]
  metadata: Record<string, unknown>
}

/**
 * GET products/:id/accounts: the accounts the product concerns, the first first (the product box
 * shows a section for each): `in_channel`, the account's sales channel holds it; else the account
 * still keeps a record of it, or is the first account without a channel.
 */
export interface ProductAccountsAnswer {
  accounts: Array<{ id: string; name: string; marketplace_site: string; sales_channel_id: string | null; in_channel: boolean }>
}
