/**
 * GET health/accounts's answer, declared once: the route builds it, the admin reads it as JSON
 * carries it. Types only, from files the admin's bundle may import.
 */

/** An account's figures for the health tiles, as GET health counts them for the account alone. */
export interface AccountHealthFigures {
  id: string
  name: string
  marketplace_site: string
  last_import_at: Date | null
  last_import_age_seconds: number | null
  /** The last import failed, or the poll backs off: the tile says so in red. */
  import_failing: boolean
  /** Sync work waiting or running for the account. */
  waiting: number
  products: { parked: number; attention: number; failed: number; gone_at_service: number }
  orders_parked: number
  listings_not_active: number
}

/** Every account's figures, the first first. */
export interface AccountsHealthAnswer {
  accounts: AccountHealthFigures[]
}
