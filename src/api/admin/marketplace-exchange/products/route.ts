import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../../modules/marketplace-exchange/service"
import type { CodedMessage } from "../../../../messages"
import type { GetMarketplaceProductsType } from "./validators"
import type { ProblemAnswer, ProductListAnswer } from "./product-answer"
import { listedAccountsOf } from "../account-of-request"

/** Products a search can match at most: the list pages through them, a narrower term finds the rest. */
const SEARCH_MATCHES = 1000

/**
 * Products by sync state (those needing attention for the marketplace page), newest change
 * first, with title, problems and refusals, a total count for paging, and a search in titles
 * (Medusa's product search) and in Medusa and marketplace product ids. Of the account named
 * (`?account_id=`, 404 for an unknown one), else the first; `account_id=all`: of every account,
 * each row naming its account.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const { status, q, limit, offset } = req.validatedQuery as GetMarketplaceProductsType
  const { accounts } = await listedAccountsOf(req)
  const names = new Map(accounts.map(({ account }) => [account.id, account.name]))
  const filters: Record<string, unknown> = { account_id: [...names.keys()], ...(status?.length ? { status } : {}) }
  if (q) {
    const matches = await req.scope.resolve(Modules.PRODUCT).listProducts({ q }, { select: ["id"], take: SEARCH_MATCHES })
    filters.$or = [{ product_id: [...matches.map((p: { id: string }) => p.id), q] }, { remote_product_id: q }]
  }
  const [rows, count] = await service.listAndCountProductSyncStates(filters, {
    take: limit,
    skip: offset,
    // The id settles equal times, so paging across accounts never shows a row twice or skips one.
    order: { updated_at: "DESC", id: "ASC" },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = rows.length
    ? await query.graph({ entity: "product", fields: ["id", "title", "thumbnail"], filters: { id: rows.map((r) => r.product_id) } })
    : { data: [] }
  const products = new Map(data.map((p: { id: string; title: string; thumbnail: string | null }) => [p.id, p]))
  const answer: ProductListAnswer = {
    products: rows.map((row) => ({
      account_id: row.account_id,
      account_name: names.get(row.account_id) ?? row.account_id,
      product_id: row.product_id,
      title: products.get(row.product_id)?.title ?? null,
      thumbnail: products.get(row.product_id)?.thumbnail ?? null,
      status: row.status,
      remote_product_id: row.remote_product_id,
      problems: ((row.problems ?? []) as Array<ProblemAnswer & { blocks?: string[] }>).map(({ blocks: _blocks, ...p }) => p),
      refusals: ((row.refusals ?? []) as Array<{ subject: string; code: string | null; message: string }>).map(
        ({ subject, code, message }) => ({ subject, code, message })
      ),
      last_error: row.last_error,
      last_error_words: (row.last_error_words ?? null) as CodedMessage | null,
      last_pushed_at: row.last_pushed_at,
      updated_at: row.updated_at,
    })),
    count,
    limit,
    offset,
  }
  res.json(answer)
}
