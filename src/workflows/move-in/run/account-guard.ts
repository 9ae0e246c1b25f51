import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { WAITING_FOR_DECISION } from "../../../messages/catalog/failures"
import { requireClient } from "../../shared/require-client"
import { ShortLived } from "../../shared/short-lived"

/** How long a look at the account counts before the first create of a run (A42): one GET an hour at most. */
export const ACCOUNT_CHECK_MS = 60 * 60_000
/** Per instance: the guard's answer for a second, so a Sync all's thousands of creates do not ask it thousands of times. */
const answers = new ShortLived<AccountGuard>(1_000)

export type AccountGuard = { mayCreate: true } | { mayCreate: false; foreign: number }

/**
 * How many products of the account's first page the plugin has no record of (one GET, A42): not
 * in its sync records, and not under a ForeignId that names a Medusa product (the plugin writes
 * the product id, spec 2.1: a create whose record was lost is the plugin's own, found again by it).
 */
async function foreignOnFirstPage(container: MedusaContainer, service: MarketplaceExchangeModuleService, settings: SettingsSnapshot) {
  const page = await (await requireClient(service, settings)).products.page(null)
  if (!page.entries.length) return 0
  const ids = page.entries.map((product) => String(product.Id))
  const ours = await service.listProductSyncStates(
    { account_id: settings.account.id, remote_product_id: ids },
    { select: ["remote_product_id"] }
  )
  const known = new Set(ours.map((row) => row.remote_product_id))
  const unknown = page.entries.filter((product) => !known.has(String(product.Id)))
  const foreignIds = [...new Set(unknown.map((product) => product.ForeignId).filter((id): id is string => Boolean(id)))]
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const medusa = foreignIds.length
    ? (await query.graph({ entity: "product", fields: ["id"], filters: { id: foreignIds }, withDeleted: true })).data
    : []
  const products = new Set((medusa as Array<{ id: string }>).map((product) => product.id))
  return unknown.filter((product) => !product.ForeignId || !products.has(product.ForeignId)).length
}

/**
 * Whether the plugin may create products in the account (never a second listing of what the account holds): not while it
 * holds products the plugin has no record of (another connector's, whose second listing would
 * lose their sales history), until the merchant applied or dismissed a scan. An empty account,
 * or one holding only the plugin's own products, needs no scan. The account is looked at when
 * the last look is over an hour old, or on a changed connection, or when `fresh` (the connection
 * was saved or tested).
 */
export async function accountGuard(
  container: MedusaContainer,
  settings: SettingsSnapshot,
  options: { fresh?: boolean } = {}
): Promise<AccountGuard> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const decide = async (): Promise<AccountGuard> => {
    if (await service.accountScanDecided(settings)) return { mayCreate: true }
    const last = await service.getAccountCheck(settings.account.id, settings)
    let foreign = last?.foreign ?? 0
    if (options.fresh || !last || Date.now() - last.at.getTime() >= ACCOUNT_CHECK_MS) {
      foreign = await foreignOnFirstPage(container, service, settings)
      await service.saveAccountCheck(settings.account.id, foreign, settings)
    }
    if (!foreign) return { mayCreate: true }
    return { mayCreate: false, foreign }
  }
  if (options.fresh) {
    answers.forget(settings.account.id)
    return decide()
  }
  return answers.get(settings.account.id, decide)
}

/** Forgets this instance's last answer for the account: the merchant decided on its scan. */
export function forgetAccountGuard(accountId: string): void {
  answers.forget(accountId)
}

/**
 * The merchant decided on the account's scan: the product creates held back for it (tasks backing off with
 * a `wait.*` code) go now; those backing off from an outage keep their backoff. Answers how many.
 */
export function wakeHeldCreates(queue: MarketplaceExchangeModuleService, accountId: string): Promise<number> {
  return queue.wakeTasksWaitingFor("product", accountId, WAITING_FOR_DECISION)
}

/**
 * Looks at the account afresh when the connection was saved, waiting at most
 * `budgetMs` for the answer: a service that does not answer delays no save, and a look that
 * fails is made again before the first create.
 */
export async function lookAtAccount(container: MedusaContainer, settings: SettingsSnapshot, budgetMs: number): Promise<void> {
  const look = accountGuard(container, settings, { fresh: true }).then(
    () => undefined,
    (error: Error) =>
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`marketplace-exchange: the account was not looked at: ${error.message}`)
  )
  let timer: NodeJS.Timeout | undefined
  await Promise.race([look, new Promise((resolve) => (timer = setTimeout(resolve, budgetMs)))])
  clearTimeout(timer)
}
