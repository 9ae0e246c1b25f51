import type { MedusaContainer } from "@medusajs/framework/types"
import {
  createSalesChannelsWorkflow,
  linkProductsToSalesChannelWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
} from "@medusajs/medusa/core-flows"

type Api = { post(url: string, body: unknown, config?: unknown): Promise<{ data: any }> }

/**
 * Another account beside the first, as a merchant adds one: a sales channel of its own selling
 * from the store's stock location (one stock pool) and holding `productIds`, an account of its own
 * at the sandbox (its own subscription), and the plugin's account for them, created through the
 * admin API with `settings` (its eBay site, region, shipping option, …). Answers the account's id
 * and channel, and the sandbox user that names it in the control API (`?account=`).
 */
export async function addAccount(
  container: MedusaContainer,
  api: Api,
  auth: unknown,
  sandbox: { url: string; control(method: string, path: string, body?: unknown): Promise<any> },
  account: { name: string; user: string; locationId: string; productIds: string[]; settings: Record<string, unknown> }
): Promise<{ id: string; channelId: string; user: string }> {
  const {
    result: [channel],
  } = await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: account.name }] } })
  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: account.locationId, add: [channel.id] } })
  if (account.productIds.length)
    await linkProductsToSalesChannelWorkflow(container).run({ input: { id: channel.id, add: account.productIds } })
  const login = { user_name: account.user, password: `${account.user}-pw`, subscription_token: `${account.user}-token` }
  await sandbox.control("POST", "/_sandbox/accounts", login)
  const created = await api.post(
    "/admin/marketplace-exchange/accounts",
    { name: account.name, base_url: sandbox.url, auth_url: sandbox.url, ...login, sales_channel_id: channel.id, ...account.settings },
    auth
  )
  return { id: created.data.account.id, channelId: channel.id, user: account.user }
}
