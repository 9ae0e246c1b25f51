import type { ScanOutcome, ScanOverride } from "../../../modules/marketplace-exchange/types"
import { codedMessage, type CodedMessage } from "../../../messages"

/** A line of the scanned plan as apply reads it. */
export interface PlanLine {
  remote_product_id: string | null
  outcome: ScanOutcome
  product_id: string | null
  candidates: string[] | null
}

/** The merchant's word on one line: an account product's line by its remote id, a create line by its product id. */
export interface PlanOverride {
  remote_product_id?: string
  product_id?: string
  action: ScanOverride
}

export interface AppliedPlan {
  /** Medusa product -> the account's product it becomes: read as its snapshot, never created. */
  links: Array<{ productId: string; remoteId: string }>
  /** Medusa products listed anew. */
  creates: string[]
  /** Medusa products whose create waits for a new scan: skipped, or a conflict left undecided. */
  held: Array<{ productId: string; why: "skipped" | "conflict" }>
  /** Overrides naming no line of the plan (404). */
  unknown: string[]
  /** Overrides that cannot be applied, each saying what to change (400). */
  /** What makes the overrides impossible, as coded refusals (the route answers the first). */
  problems: CodedMessage[]
}

const productsOf = (line: PlanLine) => (line.product_id ? [line.product_id] : (line.candidates ?? []))

/**
 * The decisions of applying a move-in plan with the merchant's overrides: a link
 * line links unless overridden; a conflict's candidates wait unless the merchant links, creates
 * or skips; an only-at-service line stays untouched unless linked; a create line creates unless
 * skipped. A product ends in one place: a link first, then a skip, then a create, then a wait.
 * Pure: the route reads the plan and the service records the result.
 */
export function applyPlan(lines: PlanLine[], overrides: PlanOverride[]): AppliedPlan {
  const accountLines = new Map(lines.filter((l) => l.remote_product_id).map((l) => [l.remote_product_id!, l]))
  const createLines = new Map(lines.filter((l) => !l.remote_product_id && l.product_id).map((l) => [l.product_id!, l]))
  const scanned = new Set(lines.flatMap(productsOf))
  const unknown: string[] = []
  const problems: CodedMessage[] = []
  const onAccount = new Map<string, PlanOverride>()
  const onCreate = new Map<string, PlanOverride>()
  for (const override of overrides) {
    if (override.remote_product_id) {
      if (!accountLines.has(override.remote_product_id)) unknown.push(override.remote_product_id)
      else if (override.action === "link" && override.product_id && !scanned.has(override.product_id))
        problems.push(codedMessage("refusal.scan.not_in_channel", { product: override.product_id }))
      else onAccount.set(override.remote_product_id, override)
    } else if (override.product_id) {
      if (!createLines.has(override.product_id)) unknown.push(override.product_id)
      else if (override.action === "link") problems.push(codedMessage("refusal.scan.link_needs_listing", { product: override.product_id }))
      else onCreate.set(override.product_id, override)
    }
  }

  const linkedTo = new Map<string, string[]>()
  const skipped = new Set<string>()
  const created = new Set<string>()
  const waiting = new Set<string>()
  for (const [remoteId, line] of accountLines) {
    const override = onAccount.get(remoteId)
    if (override?.action === "link") linkedTo.set(override.product_id!, [...(linkedTo.get(override.product_id!) ?? []), remoteId])
    else if (override?.action === "create") productsOf(line).forEach((id) => created.add(id))
    else if (override?.action === "skip") productsOf(line).forEach((id) => skipped.add(id))
    else if (line.outcome === "link") linkedTo.set(line.product_id!, [...(linkedTo.get(line.product_id!) ?? []), remoteId])
    else if (line.outcome === "conflict") productsOf(line).forEach((id) => waiting.add(id))
  }
  for (const [productId] of createLines) (onCreate.get(productId)?.action === "skip" ? skipped : created).add(productId)

  for (const [productId, remoteIds] of linkedTo) {
    if (remoteIds.length > 1)
      problems.push(codedMessage("refusal.scan.linked_twice", { product: productId, count: remoteIds.length, ids: remoteIds.join(", ") }))
  }
  const links = [...linkedTo].map(([productId, remoteIds]) => ({ productId, remoteId: remoteIds[0] }))
  const linked = new Set(linkedTo.keys())
  const creates = [...created].filter((id) => !linked.has(id) && !skipped.has(id))
  const held = [
    ...[...skipped].filter((id) => !linked.has(id)).map((productId) => ({ productId, why: "skipped" as const })),
    ...[...waiting]
      .filter((id) => !linked.has(id) && !skipped.has(id) && !created.has(id))
      .map((productId) => ({ productId, why: "conflict" as const })),
  ]
  return { links, creates, held, unknown, problems }
}
