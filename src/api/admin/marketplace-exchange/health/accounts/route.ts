import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../modules/marketplace-exchange/service"
import { periodicTaskKinds } from "../../../../../queue/task-kind-registry"
import { ageSeconds } from "../age-seconds"
import type { AccountHealthFigures, AccountsHealthAnswer } from "./accounts-health-answer"

/** The product sync states the tiles count, as GET health counts them. */
const COUNTED = ["parked", "attention", "failed", "gone_at_service"] as const

/**
 * Every account's figures for the marketplace page's tiles (a store with several accounts shows
 * each tile per account): the last import, the work waiting, the products and orders that need
 * the merchant, the listings not active. From what the plugin stored, as GET health, which says
 * the rest of one account; the work waiting in one read for all accounts.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const [settings, work] = await Promise.all([service.listAccountSettings(), service.queueWorkByAccount(periodicTaskKinds())])
  const accounts = await Promise.all(
    settings.map(async ({ account }): Promise<AccountHealthFigures> => {
      const [run, orders, listings, ...products] = await Promise.all([
        service.getImportRunState(account.id),
        service.countOrderImportStates(account.id),
        service.countListingFacts(account.id),
        ...COUNTED.map((status) => service.listAndCountProductSyncStates({ account_id: account.id, status }, { take: 1 })),
      ])
      const [parked, attention, failed, gone] = products.map(([, count]) => count)
      return {
        id: account.id,
        name: account.name,
        marketplace_site: account.marketplace_site,
        last_import_at: run.lastImportAt,
        last_import_age_seconds: ageSeconds(run.lastImportAt),
        import_failing: Boolean(run.lastImportError) || run.pollFailures > 0,
        waiting: work.get(account.id) ?? 0,
        products: { parked, attention, failed, gone_at_service: gone },
        orders_parked: orders.parked,
        listings_not_active: listings.not_active,
      }
    })
  )
  res.json({ accounts } satisfies AccountsHealthAnswer)
}
