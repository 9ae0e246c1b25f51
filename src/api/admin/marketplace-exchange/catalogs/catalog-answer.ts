/**
 * GET catalogs' answer, declared once: the route builds it, the admin reads it as JSON carries it
 * (`Wire<CatalogsAnswer>`). Types only, for the admin's bundle.
 */

/** The kinds of profile the marketplace assigns per catalog. */
export type CatalogProfileType = "payment" | "return" | "shipping"

export interface CatalogsAnswer {
  /** The categories that became marketplace catalogs; a profile not assigned is null (the account's default). */
  catalogs: Array<{
    category_id: string
    category_name: string
    remote_catalog_id: string
    profiles: Record<CatalogProfileType, string | null>
  }>
}
