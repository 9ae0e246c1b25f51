import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { SalesOrder } from "../../../client/types"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { OrderImportOutcome } from "../steps/create-or-park-order"
import type { VariantLookup } from "../utils/map-sales-order"
import { importOrderWorkflow } from "../workflows/import-order"
import type { ImportTargets } from "./import-targets"

/**
 * Runs the import workflow for one remote order, as the import run and the Retry route both do.
 * A failure is an outcome, not an exception: the workflow released the claim, the failure's
 * message goes on the ledger row for the merchant, and the next run tries again.
 */
export async function importOneOrder(
  container: MedusaContainer,
  order: SalesOrder,
  lookup: VariantLookup,
  targets: ImportTargets
): Promise<OrderImportOutcome> {
  const { result, errors } = await importOrderWorkflow(container).run({ input: { order, lookup, targets }, throwOnError: false })
  if (!errors?.length) return result as OrderImportOutcome
  const message = String((errors[0].error as { message?: unknown })?.message ?? errors[0].error)
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .warn(`marketplace-exchange: import of marketplace order ${order.Id} failed, will be tried again: ${message}`)
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [row] = await service.listOrderImports({ remote_order_id: order.Id, state: ["claimed", "created"] }, { take: 1 })
  // Only a row no worker holds: the claim's release left it free for the next run.
  if (row && !row.claim_token) await service.updateOrderImports({ id: row.id, last_error: message })
  return "failed"
}
