import type { TFunction } from "i18next"
import type { AccountScan, PlanLine } from "../hooks/use-account-scan"
import type { ScanOutcome, ScanState } from "../hooks/use-marketplace"

/** The plan's outcomes in the order the merchant works through them: conflicts first. */
export const SCAN_OUTCOMES: readonly ScanOutcome[] = ["conflict", "link", "create", "only_at_service"]

export const OUTCOME_COLORS: Record<ScanOutcome, "red" | "green" | "blue" | "grey"> = {
  conflict: "red",
  link: "green",
  create: "blue",
  only_at_service: "grey",
}

export const OUTCOME_KEYS: Record<ScanOutcome, string> = {
  link: "marketplaceExchange.moveIn.outcomes.link",
  create: "marketplaceExchange.moveIn.outcomes.create",
  conflict: "marketplaceExchange.moveIn.outcomes.conflict",
  only_at_service: "marketplaceExchange.moveIn.outcomes.only_at_service",
}

/** The filter buttons, with the count. */
export const COUNT_KEYS: Record<ScanOutcome, string> = {
  link: "marketplaceExchange.moveIn.counts.link",
  create: "marketplaceExchange.moveIn.counts.create",
  conflict: "marketplaceExchange.moveIn.counts.conflict",
  only_at_service: "marketplaceExchange.moveIn.counts.only_at_service",
}

export const STATE_KEYS: Record<ScanState, string> = {
  running: "marketplaceExchange.moveIn.states.running",
  done: "marketplaceExchange.moveIn.states.done",
  failed: "marketplaceExchange.moveIn.states.failed",
  applied: "marketplaceExchange.moveIn.states.applied",
  dismissed: "marketplaceExchange.moveIn.states.dismissed",
}

export const PHASE_KEYS: Record<AccountScan["phase"], string> = {
  products: "marketplaceExchange.moveIn.phases.products",
  variations: "marketplaceExchange.moveIn.phases.variations",
  matching: "marketplaceExchange.moveIn.phases.matching",
}

/** The choices of a plan line before apply (components/plan-decision.tsx). */
export const DECISION_KEYS = {
  keepLink: "marketplaceExchange.moveIn.decisions.keepLink",
  createPlanned: "marketplaceExchange.moveIn.decisions.createPlanned",
  later: "marketplaceExchange.moveIn.decisions.later",
  leave: "marketplaceExchange.moveIn.decisions.leave",
  linkTo: "marketplaceExchange.moveIn.decisions.linkTo",
  createAnew: "marketplaceExchange.moveIn.decisions.createAnew",
  skip: "marketplaceExchange.moveIn.decisions.skip",
  skipCreate: "marketplaceExchange.moveIn.decisions.skipCreate",
} as const

/** Why a line has its outcome: the reason codes of workflows/move-in/utils/match-account.ts. */
const REASON_KEYS: Record<string, string> = {
  ours: "marketplaceExchange.moveIn.reasons.ours",
  foreign_id: "marketplaceExchange.moveIn.reasons.foreign_id",
  mapping: "marketplaceExchange.moveIn.reasons.mapping",
  sku: "marketplaceExchange.moveIn.reasons.sku",
  gtin: "marketplaceExchange.moveIn.reasons.gtin",
  create: "marketplaceExchange.moveIn.reasons.create",
  two_candidates: "marketplaceExchange.moveIn.reasons.two_candidates",
  variations_split: "marketplaceExchange.moveIn.reasons.variations_split",
  single_to_set: "marketplaceExchange.moveIn.reasons.single_to_set",
  set_to_single: "marketplaceExchange.moveIn.reasons.set_to_single",
  claimed_twice: "marketplaceExchange.moveIn.reasons.claimed_twice",
  no_match: "marketplaceExchange.moveIn.reasons.no_match",
  product_set: "marketplaceExchange.moveIn.reasons.product_set",
}

/** Why a line has its outcome, in the admin's language; a reason this admin does not know is shown as it came. */
export function scanReasonWords(line: PlanLine, t: TFunction): string {
  const reason = line.outcome === "create" ? "create" : line.reason
  if (!reason) return ""
  return REASON_KEYS[reason] ? t(REASON_KEYS[reason]) : reason
}

/** What travels: each direction's label and hint. */
export const DIRECTION_KEYS = {
  push_catalog: { label: "marketplaceExchange.directions.push_catalog", hint: "marketplaceExchange.directions.push_catalogHint" },
  push_stock_price: {
    label: "marketplaceExchange.directions.push_stock_price",
    hint: "marketplaceExchange.directions.push_stock_priceHint",
  },
  import_orders: { label: "marketplaceExchange.directions.import_orders", hint: "marketplaceExchange.directions.import_ordersHint" },
} as const
export type Direction = keyof typeof DIRECTION_KEYS
export const DIRECTIONS = Object.keys(DIRECTION_KEYS) as Direction[]
