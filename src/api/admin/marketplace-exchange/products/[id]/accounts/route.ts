import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../../../modules/marketplace-exchange/service"
import { refusal } from "../../../../../../messages/refusal"
import type { ProductAccountsAnswer } from "../../product-answer"
import { accountsOfProduct } from "./accounts-of-product"

/**
 * The accounts a product concerns (accounts-of-product.ts), for the product box's sections: three
 * reads whatever the number of accounts (the accounts, the product's channels, its records). 404
 * for a product neither the store nor any account knows.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const productId = req.params.id
  const [settings, { data: product }, records] = await Promise.all([
    service.listAccountSettings(),
    query.graph({ entity: "product", fields: ["id", "sales_channels.id"], filters: { id: productId } }),
    service.listProductSyncStates({ product_id: productId }, { select: ["account_id"] }),
  ])
  if (!product[0] && !records.length) throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: productId, count: 1 })
  const channels = new Set(((product[0]?.sales_channels ?? []) as Array<{ id: string } | null>).flatMap((channel) => channel?.id ?? []))
  const accounts = settings.map(({ account, sync }) => ({
    id: account.id,
    name: account.name,
    marketplace_site: account.marketplace_site,
    sales_channel_id: sync.sales_channel_id ?? null,
  }))
  const recordedBy = new Set(records.map((record) => record.account_id as string))
  res.json({ accounts: accountsOfProduct(accounts, channels, recordedBy) } satisfies ProductAccountsAnswer)
}
