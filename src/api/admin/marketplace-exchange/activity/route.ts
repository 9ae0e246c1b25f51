import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"
import type { CodedMessage } from "../../../../messages"
import { activityWords } from "./activity-words"
import type { GetActivityType } from "./validators"
import type { ActivityAnswer } from "./activity-answer"
import { refusal } from "../../../../messages/refusal"
import { listedAccountsOf } from "../account-of-request"

type Query = { graph(args: Record<string, unknown>): Promise<{ data: Array<Record<string, unknown>> }> }

/**
 * The activity log, newest first: every write to the service with its answer, and every order
 * import step, each naming its account. Of every account (no `account_id`, or `all`), or of one
 * (`account_id`; 404 for an id no account has). By product, by order (Medusa's id: the events from before the order existed
 * are found by its marketplace order), by outcome and area. An unknown product or order is a 404.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY) as unknown as Query
  const { account_id, product_id, order_id, outcome, area, limit, offset } = req.validatedQuery as GetActivityType
  // No account_id says what `all` says: the product box and the order page read every account's events.
  const { all, accounts } = account_id ? await listedAccountsOf(req) : { all: true, accounts: await service.listAccountSettings() }
  const filters: Record<string, unknown> = {}
  if (!all) filters.account_id = accounts[0].account.id
  if (outcome?.length) filters.outcome = outcome
  if (area?.length) filters.area = area
  if (product_id) filters.product_id = product_id
  if (order_id) {
    const [ledger] = await service.listOrderImports({ medusa_order_id: order_id }, { select: ["account_id", "remote_order_id"], take: 1 })
    // The marketplace order's id is unique only within its account.
    filters.$or = [{ order_id }, ...(ledger ? [{ account_id: ledger.account_id, remote_order_id: ledger.remote_order_id }] : [])]
  }
  const [rows, count] = await service.listAndCountActivityEvents(filters, {
    take: limit,
    skip: offset,
    order: { at: "DESC", id: "DESC" },
  })
  // No events: say so for a product or order that exists, 404 for an id that names nothing (a
  // deleted product's events are still found by its id).
  if (!count && product_id) await mustExist(query, "product", product_id)
  if (!count && order_id) await mustExist(query, "order", order_id)
  const [titles, currencies] = await Promise.all([
    productTitles(
      query,
      rows.map((r) => r.product_id)
    ),
    marketplaceCurrencies(accounts, query),
  ])
  const names = new Map(accounts.map((a) => [a.account.id, a.account.name]))
  const answer: ActivityAnswer = {
    events: rows.map((row) => ({
      id: row.id,
      account_id: row.account_id,
      account_name: names.get(row.account_id) ?? null,
      at: row.at,
      area: row.area,
      product_id: row.product_id,
      product_title: row.product_id ? (titles.get(row.product_id) ?? null) : null,
      order_id: row.order_id,
      remote_order_id: row.remote_order_id,
      action: row.action,
      subject: row.subject,
      outcome: row.outcome,
      code: row.code,
      message: row.message,
      duration_ms: row.duration_ms,
      /** What happened in the merchant's words (a code of src/messages), stored or derived from the write. */
      words: (row.words as CodedMessage | null) ?? activityWords(row, currencies.get(row.account_id) ?? "EUR"),
    })),
    count,
    limit,
    offset,
  }
  res.json(answer)
}

async function mustExist(query: Query, entity: "product" | "order", id: string) {
  const { data } = await query.graph({ entity, fields: ["id"], filters: { id } })
  if (data.length) return
  if (entity === "order") throw refusal(MedusaError.Types.NOT_FOUND, "refusal.order.not_in_store", { id })
  throw refusal(MedusaError.Types.NOT_FOUND, "refusal.product.unknown", { ids: id, count: 1 })
}

async function productTitles(query: Query, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))]
  if (!wanted.length) return new Map()
  const { data } = await query.graph({ entity: "product", fields: ["id", "title"], filters: { id: wanted } })
  return new Map(data.map((p) => [String(p.id), String(p.title)]))
}

/** The currency of each account's marketplace prices: its region's (EUR, eBay.de's, until one is chosen). */
async function marketplaceCurrencies(accounts: SettingsSnapshot[], query: Query): Promise<Map<string, string>> {
  const regionIds = [...new Set(accounts.map((a) => a.sync.region_id).filter((id): id is string => Boolean(id)))]
  const { data } = regionIds.length
    ? await query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { id: regionIds } })
    : { data: [] }
  const byRegion = new Map(data.map((r) => [String(r.id), String(r.currency_code ?? "eur").toUpperCase()]))
  return new Map(accounts.map((a) => [a.account.id, (a.sync.region_id && byRegion.get(a.sync.region_id)) || "EUR"]))
}
