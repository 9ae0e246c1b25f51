import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID } from "../../../modules/marketplace-exchange/types"
import { refusal } from "../../../messages/refusal"

/** `account_id=all`: a list of every account's rows, each naming its account (products, listings, activity, orders). */
export const ALL_ACCOUNTS = "all"

/** What an account's id can be: generated ids are a prefix and a ULID (`mxcon_01…`); anything else names no account. */
const ACCOUNT_ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/
const NOT_AN_ID = "account_id must be an account's id (letters, digits, _ and -)"

const accountId = () =>
  z
    .string({ error: "account_id must name an account" })
    .trim()
    .min(1, { message: "account_id must name an account" })
    .regex(ACCOUNT_ID_SHAPE, { message: NOT_AN_ID })

/**
 * The query parameter naming the account a call is about, for the query schemas that list their
 * parameters (`all` has an id's shape: the lists take it, `accountIdOf` refuses it for the rest).
 */
export const ACCOUNT_ID_PARAM = { account_id: accountId().optional() }

/** The same as a body field, for the body schemas of the calls that act on an account's listings. */
export const ACCOUNT_ID_FIELD = { account_id: accountId().optional() }

const notAnAccount = (detail: string) => refusal(MedusaError.Types.INVALID_DATA, "refusal.request", { detail })

/**
 * The account a request is about: the body's `account_id` (a call that acts), else
 * `?account_id=`, else the first account, as every call was before a store could hold several.
 * Both named and different is a 400: the call would act on one while the merchant meant the other.
 * `all` is a 400 here: only the lists read every account (`listedAccountsOf`).
 */
export function accountIdOf(req: MedusaRequest): string {
  const named = namedAccountOf(req)
  if (named === ALL_ACCOUNTS) throw notAnAccount("account_id=all lists every account's rows; this call is about one account: name its id")
  return named
}

/** The account a request names, `all` included; the first account when it names none. */
function namedAccountOf(req: MedusaRequest): string {
  // The validated body when its schema names the field, else as sent (a call whose body has no schema).
  const body = ((req.validatedBody as { account_id?: unknown } | undefined)?.account_id ??
    (req.body as { account_id?: unknown } | undefined)?.account_id) as unknown
  const query = (req.query as Record<string, unknown> | undefined)?.account_id
  const [named, queried] = [body, query].map((raw) => {
    if (raw === undefined) return undefined
    if (typeof raw !== "string" || !raw.trim()) throw notAnAccount("account_id must name an account: ?account_id=<id>")
    if (!ACCOUNT_ID_SHAPE.test(raw.trim())) throw notAnAccount(NOT_AN_ID)
    return raw.trim()
  })
  if (named && queried && named !== queried)
    throw notAnAccount("account_id names two accounts: send it once, in the body or as ?account_id=")
  return named ?? queried ?? FIRST_ACCOUNT_ID
}

/** The settings of the account a request is about, in one read; 404 naming an id no account has. */
export async function settingsOfRequest(req: MedusaRequest): Promise<SettingsSnapshot> {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  return service.getSettings(accountIdOf(req))
}

/**
 * The accounts a list shows: every account for `account_id=all` (the first first, as GET accounts
 * lists them), else the one named (404 for an id no account has), else the first.
 */
export async function listedAccountsOf(req: MedusaRequest): Promise<{ all: boolean; accounts: SettingsSnapshot[] }> {
  const service: MarketplaceExchangeModuleService = req.scope.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const named = namedAccountOf(req)
  if (named === ALL_ACCOUNTS) return { all: true, accounts: await service.listAccountSettings() }
  return { all: false, accounts: [await service.getSettings(named)] }
}
