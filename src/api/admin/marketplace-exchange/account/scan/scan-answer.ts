/**
 * The account scan's answers (moving in), declared once: the routes under account/scan build
 * them, the admin reads them as JSON carries them (`Wire<…>`). Types only, from files the
 * admin's bundle may import.
 */
import type { CodedMessage } from "../../../../../messages"
import type { ScanOutcome, ScanOverride } from "../../../../../modules/marketplace-exchange/types"
import type { AccountProductSummary } from "../../../../../workflows/move-in/utils/account-summary"

/** A scan: its state, phase, progress and the plan's counts by outcome (scan-view.ts builds it). */
export interface AccountScanAnswer {
  id: string
  state: "running" | "done" | "failed" | "applied" | "dismissed"
  phase: "products" | "variations" | "matching"
  error: string | null
  error_words: CodedMessage | null
  started_at: Date
  finished_at: Date | null
  decided_at: Date | null
  /** Applied with the old connector switched off: the linked listings got the plugin's ForeignIds. */
  take_over_foreign_ids: boolean
  /** No total: the service does not say how many products it holds. */
  progress: { read: number; variations_read: number; total: null }
  plan: Record<ScanOutcome, number> | null
}

/** A Medusa product a plan line names, by its title. */
export interface PlanProductAnswer {
  id: string
  title: string | null
  thumbnail: string | null
}

/** One line of the plan: an account product and what becomes of it, or a channel product to create. */
export interface PlanLineAnswer {
  id: string
  outcome: ScanOutcome
  /** link: ours, foreign_id, mapping, sku, gtin; conflict and only_at_service: why. */
  reason: string | null
  /** The account's product as the scan read it (null for a create). */
  remote: ({ id: string } & AccountProductSummary) | null
  product: PlanProductAnswer | null
  /** A conflict's Medusa products to choose from. */
  candidates: PlanProductAnswer[]
  /** The merchant's word when the plan was applied (null: as planned), and the product a link went to. */
  override: ScanOverride | null
  override_product: PlanProductAnswer | null
}

/** GET account/scan: the latest scan and a page of its plan, filtered by outcome. */
export interface ScanPageAnswer {
  scan: AccountScanAnswer
  items: PlanLineAnswer[]
  count: number
  limit: number
  offset: number
}

/** POST account/scan: the scan started, or the one running (`started: false`). */
export interface ScanStartAnswer {
  scan: AccountScanAnswer
  started: boolean
}

/** POST account/scan/apply: the applied scan and how many products it linked, created and held back. */
export interface ScanApplyAnswer {
  scan: AccountScanAnswer
  applied: { linked: number; created: number; held: number }
}

/** POST account/scan/dismiss: the dismissed scan. */
export interface ScanDismissAnswer {
  scan: AccountScanAnswer
}
