/**
 * POST account/delete's answer, declared once: the route builds it, the admin reads it as JSON
 * carries it. Types only, for the admin's bundle.
 */
export interface DeleteAccountDataAnswer {
  deleted: boolean
  /** The service's data type as asked (which entity sets it empties). */
  type: number
  /** The service's entity sets emptied, in its own names. */
  emptied: string[]
  /** What the plugin forgot of the emptied sets. */
  forgotten: { products: number; catalogs: number }
  /** Listings ended before the products went (null when products were not emptied); a failed one stays live. */
  listings: { ended: number; notListed: number; failed: Array<{ productId: string; foreignId: string | null; error: string }> } | null
  /** Orders imported before the sales orders went and ledger rows closed after (null when they were not emptied). */
  orders: { imported: number; closed: number } | null
}
