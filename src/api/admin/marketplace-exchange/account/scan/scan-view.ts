import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AccountScanRow } from "../../../../../modules/marketplace-exchange/service"
import type { AccountScanAnswer, PlanLineAnswer, PlanProductAnswer } from "./scan-answer"

/** A plan line as the scan stores it (a page holds matched lines only, so each has its outcome). */
type Item = Pick<PlanLineAnswer, "id" | "outcome" | "reason" | "override"> & {
  remote_product_id: string | null
  remote: Omit<NonNullable<PlanLineAnswer["remote"]>, "id"> | null
  product_id: string | null
  candidates: string[] | null
  override_product_id: string | null
}

/** The scan as the admin shows it: state, progress (no total: the service does not say how many products it holds), plan counts. */
export function scanView(scan: AccountScanRow): AccountScanAnswer {
  return {
    id: scan.id,
    state: scan.state,
    phase: scan.phase,
    error: scan.error,
    error_words: scan.error_words ?? null,
    started_at: scan.created_at,
    finished_at: scan.finished_at,
    decided_at: scan.decided_at,
    take_over_foreign_ids: scan.take_over_foreign_ids,
    progress: { read: scan.products_read, variations_read: scan.variations_read, total: null },
    plan: scan.plan,
  }
}

/** A page of plan lines, each Medusa product named by its title (read through Query, the page's products at once). */
export async function planLinesView(scope: MedusaContainer, rows: Array<Record<string, unknown>>): Promise<PlanLineAnswer[]> {
  const items = rows as Item[]
  const ids = [
    ...new Set(
      items
        .flatMap((item) => [item.product_id, item.override_product_id, ...(item.candidates ?? [])])
        .filter((id): id is string => Boolean(id))
    ),
  ]
  const products = new Map<string, PlanProductAnswer>()
  if (ids.length) {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "product", fields: ["id", "title", "thumbnail"], filters: { id: ids } })
    for (const product of data as PlanProductAnswer[]) products.set(product.id, product)
  }
  const named = (id: string) => products.get(id) ?? { id, title: null, thumbnail: null }
  return items.map((item) => ({
    id: item.id,
    outcome: item.outcome,
    reason: item.reason,
    // An account product's line always carries what the scan read of it.
    remote: item.remote_product_id ? { id: item.remote_product_id, ...item.remote! } : null,
    product: item.product_id ? named(item.product_id) : null,
    candidates: (item.candidates ?? []).map(named),
    override: item.override ?? null,
    override_product: item.override_product_id ? named(item.override_product_id) : null,
  }))
}
