import type { MedusaContainer } from "@medusajs/framework/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../modules/marketplace-exchange/service"
import { mapProduct } from "../mappers/map-product"
import { planPush } from "../mappers/plan-push"
import type { ProductSnapshot } from "../mappers/snapshot"
import { hasBlockingProblems, ProductProblem, validateProduct } from "../mappers/validate-product"
import { ensureCatalogs } from "./ensure-catalogs"
import { executePush } from "./execute-push"
import type { SyncInput } from "./load-sync-input"

export type SyncOutcome = { status: "synced" | "unchanged" | "parked" | "removed" | "skipped"; steps: number; problems: ProductProblem[] }

/** The connection or the sync settings are missing: nothing can be pushed until they are set. */
export class SyncNotConfiguredError extends Error {}

function settingsProblems(settings: { salesChannelId: string | null; regionId: string | null }, currencyCode: string | null): ProductProblem[] {
  const problems: ProductProblem[] = []
  if (!settings.salesChannelId) problems.push({ field: "settings.sales_channel_id", severity: "error", message: "No sales channel is chosen for the marketplace.", fix: "Choose the marketplace's sales channel in Settings → Marketplace exchange." })
  if (!settings.regionId || !currencyCode) problems.push({ field: "settings.region_id", severity: "error", message: "No region is chosen for marketplace prices.", fix: "Choose the region whose prices the marketplace gets in Settings → Marketplace exchange." })
  return problems
}

/**
 * One product's push: removal when it is no longer listable, parking when it has problems,
 * otherwise catalogs first, then only the changed remote writes. Errors propagate to the
 * queue (retry or park); the snapshot of what succeeded is saved either way.
 */
export async function syncProduct(container: MedusaContainer, productId: string, input: SyncInput): Promise<SyncOutcome> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const client = await service.getExchangeClient()
  if (!client) throw new SyncNotConfiguredError("The connection to the exchange service is not set up: enter it in Settings → Marketplace exchange.")
  const settings = await service.getSyncSettings()
  const state = await service.getProductSyncState(productId)
  const snapshot = (state?.snapshot ?? null) as ProductSnapshot | null

  if (!input.product || !input.listable) {
    if (snapshot) await client.products.delete(snapshot.remoteId)
    if (state) await service.saveProductSyncState(productId, { status: "removed", snapshot: null, remote_product_id: null, problems: null, last_error: null })
    return { status: snapshot ? "removed" : "skipped", steps: snapshot ? 1 : 0, problems: [] }
  }

  const preview = mapProduct(input.product, { facts: input.facts, catalogIds: [] })
  const problems = [...settingsProblems(settings, input.currencyCode), ...validateProduct(preview, { currencyCode: input.currencyCode ?? undefined })]
  if (hasBlockingProblems(problems)) {
    await service.saveProductSyncState(productId, { status: "parked", problems, last_error: null })
    return { status: "parked", steps: 0, problems }
  }

  const catalogs = await ensureCatalogs(client, service, input.categories)
  const own = (input.product.categories ?? []).map((c) => catalogs.remoteIds[c.id]).filter((id): id is string => Boolean(id))
  const desired = mapProduct(input.product, { facts: input.facts, catalogIds: own })
  const steps = planPush(desired, snapshot)
  const holder = { snapshot }
  const notices = [...problems, ...catalogs.problems]
  try {
    await executePush(client, desired, steps, holder)
  } catch (error) {
    await service.saveProductSyncState(productId, {
      status: "failed",
      snapshot: holder.snapshot,
      remote_product_id: holder.snapshot?.remoteId ?? null,
      last_error: (error as Error).message,
      problems: notices.length ? notices : null,
    })
    throw error
  }
  await service.saveProductSyncState(productId, {
    status: "synced",
    snapshot: holder.snapshot,
    remote_product_id: holder.snapshot?.remoteId ?? null,
    problems: notices.length ? notices : null,
    last_error: null,
    ...(steps.length ? { last_pushed_at: new Date() } : {}),
  })
  return { status: steps.length ? "synced" : "unchanged", steps: steps.length, problems: notices }
}
