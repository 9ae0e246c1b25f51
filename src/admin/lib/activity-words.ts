/** The activity log's outcomes and areas as keys of the admin's translations, with a badge colour. */
export const OUTCOME_WORDS: Record<string, { key: string; color: "green" | "orange" | "red" }> = {
  ok: { key: "marketplaceExchange.activity.outcomes.ok", color: "green" },
  refused: { key: "marketplaceExchange.activity.outcomes.refused", color: "orange" },
  failed: { key: "marketplaceExchange.activity.outcomes.failed", color: "red" },
}

export const AREA_KEYS: Record<string, string> = {
  product: "marketplaceExchange.activity.areas.product",
  order: "marketplaceExchange.activity.areas.order",
  account: "marketplaceExchange.activity.areas.account",
}

/** Order import steps by their action names; a write keeps its operation's name (the service's terms). */
export const STEP_KEYS: Record<string, string> = {
  order_created: "marketplaceExchange.activity.steps.order_created",
  order_completed: "marketplaceExchange.activity.steps.order_completed",
  order_parked: "marketplaceExchange.activity.steps.order_parked",
  order_import_failed: "marketplaceExchange.activity.steps.order_import_failed",
  order_dismissed: "marketplaceExchange.activity.steps.order_dismissed",
  import_run_failed: "marketplaceExchange.activity.steps.import_run_failed",
}
