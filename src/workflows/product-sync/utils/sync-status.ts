import type { Refusal } from "./refusals"
import type { ProductProblem } from "./validate-product"

export type ProductSyncStatus = "synced" | "attention" | "parked"

/**
 * A product's status after a complete run: parked while it is not on the service because its
 * create is held back; attention while it is on the service (stock and price live) with some
 * content held back by a problem or a refusal; synced otherwise (warnings do not count).
 */
export function syncStatusOf(run: {
  onService: boolean
  createBlocked: boolean
  problems: ProductProblem[]
  refusals: Refusal[]
}): ProductSyncStatus {
  if (!run.onService && run.createBlocked) return "parked"
  const heldBack = run.problems.some((p) => p.severity === "error") || run.refusals.length > 0
  return heldBack ? "attention" : "synced"
}
