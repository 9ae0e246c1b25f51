import { FIRST_ACCOUNT_ID } from "../../modules/marketplace-exchange/types"

/** The admin URL's query parameter naming the account the merchant works on: reloads and shared links keep it. */
export const ACCOUNT_PARAM = "account"

/**
 * The choice "All accounts" (`?account=all`, the API's `account_id=all`): the lists that offer it
 * (grid, activity, orders) show every account's rows, each naming its account.
 */
export const ALL_ACCOUNTS = "all"

/** What the admin needs of an account to tell it apart and to choose it. */
export type KnownAccount = { id: string }

/** The first account: the list's first (the API answers it first), else its fixed id while the list loads. */
export const firstAccountId = (known: readonly KnownAccount[] | undefined): string => known?.[0]?.id ?? FIRST_ACCOUNT_ID

/**
 * The account the admin works on: the URL's, else the one last chosen in this tab (Medusa's own
 * sidebar links drop our query parameter), else the first. An id no account has (a stale link)
 * means the first account once the list is known. "All accounts" only where the page offers it
 * (`allOffered`) and the store has several; elsewhere it means the first account.
 */
export function chosenAccountId(
  fromUrl: string | null,
  remembered: string | null,
  known: readonly KnownAccount[] | undefined,
  allOffered = false
): string {
  const wanted = fromUrl || remembered
  if (!wanted) return firstAccountId(known)
  if (wanted === ALL_ACCOUNTS) return allOffered && (!known || known.length > 1) ? ALL_ACCOUNTS : firstAccountId(known)
  if (known && !known.some((account) => account.id === wanted)) return firstAccountId(known)
  return wanted
}

/**
 * The API's `account_id` parameter for the chosen account: none for the first, so the admin's calls
 * for a store with one account stay exactly what they were (the API's default is the first account);
 * `all` for every account.
 */
export function accountQuery(accountId: string, known: readonly KnownAccount[] | undefined): { account_id?: string } {
  return accountId === firstAccountId(known) ? {} : { account_id: accountId }
}

/** An eBay site as the merchant writes it: `ebay.co.uk` → `eBay.co.uk`. */
export const siteWords = (site: string | null | undefined): string => (site ? site.replace(/^ebay\./i, "eBay.") : "eBay.de")

/** Whether an account's connection has every part the service needs (its secrets only as set or not). */
export function connectionComplete(account: {
  base_url: string | null
  auth_url: string | null
  user_name: string | null
  password_set: boolean
  subscription_token_set: boolean
}): boolean {
  return Boolean(account.base_url && account.auth_url && account.user_name && account.password_set && account.subscription_token_set)
}

/** The key of a row of a list of every account: a product (or order) of two accounts is a row of each. */
export const rowKey = (row: { account_id: string }, id: string): string => `${row.account_id}:${id}`

/** The ids of the chosen rows by account, for actions that act on one account at a time: the account first, as listed. */
export function idsByAccount<Row extends { account_id: string }>(rows: readonly Row[], idOf: (row: Row) => string): Map<string, string[]> {
  const grouped = new Map<string, string[]>()
  for (const row of rows) grouped.set(row.account_id, [...(grouped.get(row.account_id) ?? []), idOf(row)])
  return grouped
}
