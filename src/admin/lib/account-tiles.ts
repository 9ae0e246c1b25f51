import type { AccountHealthFigures } from "../../api/admin/marketplace-exchange/health/accounts/accounts-health-answer"
import { siteWords } from "./chosen-account"

/** What a tile reads of an account's figures (not its dates: the admin gets them as JSON text). */
export type TileAccount = Omit<AccountHealthFigures, "last_import_at">

/** The marketplace page's tiles that a store with several accounts shows per account. */
export type AccountTile = "last_import" | "waiting" | "products" | "orders" | "listings" | "gone"

/** One account's line in a tile: its name and site, its figure (for the last import: seconds ago, null never), and whether it is bad. */
export interface AccountTileLine {
  id: string
  label: string
  value: number | null
  bad: boolean
}

/** A tile over every account: the total (for the last import, the freshest), red when any account's line is, and a line per account. */
export interface AccountTileFigures {
  total: number | null
  bad: boolean
  lines: AccountTileLine[]
}

/** Each account's figure per tile: counts are bad above 0, the last import when it failed or the poll backs off. */
const FIGURE: Record<AccountTile, (account: TileAccount) => { value: number | null; bad: boolean }> = {
  last_import: (a) => ({ value: a.last_import_age_seconds, bad: a.import_failing }),
  waiting: (a) => ({ value: a.waiting, bad: false }),
  products: (a) => {
    const value = a.products.parked + a.products.attention + a.products.failed
    return { value, bad: value > 0 }
  },
  orders: (a) => ({ value: a.orders_parked, bad: a.orders_parked > 0 }),
  listings: (a) => ({ value: a.listings_not_active, bad: a.listings_not_active > 0 }),
  gone: (a) => ({ value: a.products.gone_at_service, bad: a.products.gone_at_service > 0 }),
}

/**
 * A tile's figures over every account, in the accounts' order: each account's line named
 * "Outlet · eBay.at", the sum of the counts (the last import: the freshest of any account, null
 * while none imported), and red when any account's figure is.
 */
export function accountTile(tile: AccountTile, accounts: readonly TileAccount[]): AccountTileFigures {
  const lines = accounts.map((account) => ({
    id: account.id,
    label: `${account.name} · ${siteWords(account.marketplace_site)}`,
    ...FIGURE[tile](account),
  }))
  const values = lines.map((line) => line.value).filter((value): value is number => value !== null)
  const total = tile === "last_import" ? (values.length ? Math.min(...values) : null) : values.reduce((sum, value) => sum + value, 0)
  return { total, bad: lines.some((line) => line.bad), lines }
}
