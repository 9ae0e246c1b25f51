import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ExchangeClient } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { DEFAULT_IMPORT_LIMITS, importNowOrStatus } from "../../order-import"
import { classifyFailure } from "../../../queue/classify-failure"
import { OrdersLeft, resetRefusal } from "../utils/orders-before-reset"
import { refusal, refusalOf, wordsOf } from "../../../messages/refusal"
import { codedMessage } from "../../../messages"

export const importOrdersBeforeResetStepId = "marketplace-exchange-import-orders-before-reset"

/** How long the reset waits for the import it starts; a longer run goes on, and the reset is refused meanwhile. */
const IMPORT_WAIT_MS = 60_000

/** Orders the service holds that no system imported (spec 4.2 rule 4), counted without $expand, as far as one poll reads. */
async function countUnimported(client: ExchangeClient): Promise<number> {
  let count = 0
  let pages = 0
  for await (const page of client.salesOrders.unimportedPages([])) {
    count += page.length
    if (++pages >= DEFAULT_IMPORT_LIMITS.maxPages) break
  }
  return count
}

type Imported = Omit<OrdersLeft, "unfinished" | "held"> & { imported: number }

/** Runs the import as "Import orders now" does, as the poll's task; says how many it imported and what it could not take. */
async function importFirst(container: MedusaContainer, client: ExchangeClient, settings: SettingsSnapshot): Promise<Imported> {
  try {
    const answer = await importNowOrStatus(container, settings.account.id, IMPORT_WAIT_MS, settings)
    const done = { notImported: 0, cannotImport: null }
    if ("running" in answer) return { ...done, imported: 0, importNotDone: codedMessage("refusal.reset.import_running", {}) }
    const { stopped, created, resumed } = answer.summary
    return {
      ...done,
      imported: created + resumed,
      importNotDone: stopped ? codedMessage("refusal.reset.import_stopped", {}) : null,
    }
  } catch (error) {
    // Settings missing (no shipping option, say): nothing can be imported, which matters only if orders wait.
    if (classifyFailure(error) !== "setup") throw error
    const cannotImport = wordsOf(error) ?? { code: "refusal.request", params: { detail: (error as Error).message } }
    return { imported: 0, notImported: await countUnimported(client), cannotImport, importNotDone: null }
  }
}

/**
 * This step imports what the marketplace sold before the account's sales orders are emptied
 * (spec 4.3 DeleteAccountData types 0, 8, 10, 12): the poll and order tasks that "Import orders
 * now" starts, then a refusal (400) while the ledger still holds orders not in the store
 * (unfinished, or held back for the merchant) or the service holds some the import could not
 * take, because after the reset the service no longer has them to import.
 *
 * No compensation: an imported order belongs in the store whether the reset goes on or not.
 */
export const importOrdersBeforeResetStep = createStep(
  importOrdersBeforeResetStepId,
  async ({ settings }: { settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await service.clientFor(settings)
    if (!client) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.connection.not_set_up", {})
    const { imported, ...rest } = await importFirst(container, client, settings)
    const states = await service.countOrderImportStates(settings.account.id)
    const left = resetRefusal({ unfinished: states.claimed + states.created, held: states.parked, ...rest })
    if (left) throw refusalOf(MedusaError.Types.NOT_ALLOWED, left)
    return new StepResponse({ imported })
  }
)
