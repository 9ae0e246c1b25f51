import type { EntityValues } from "../protocol/edm"
import type { EntitySetName } from "../protocol/schema"

/**
 * Everything the sandbox knows, as plain data: it is what `--data` writes to disk and what
 * `GET /_sandbox/state` shows. Entity values use the protocol's in-memory Edm values.
 */
export interface SandboxState {
  nextId: number
  sets: Record<EntitySetName, Record<string, EntityValues>>
  /** Product id -> linked catalog ids (`$links/Catalogs`, spec 4.2). */
  catalogLinks: Record<string, string[]>
  /** A10: a catalog's parents besides the one its ParentId names, by catalog id (store.ts linkParent). */
  furtherParents: Record<string, string[]>
  /** Catalog id -> profile type (1 payment, 2 return, 3 shipping) -> profile id (SetCatalogProfile). */
  catalogProfiles: Record<string, Record<string, string | null>>
  /** A59: profiles given to one product by SetProductProfile, by type. */
  productProfiles: Record<string, Record<string, string | null>>
  /** Product id -> categories given by SetMarketplaceCategory; `applied` only with DisableAutomatch. */
  marketplaceCategories: Record<string, { categoryId1: string; categoryId2: string | null; autoMatched: boolean; applied: boolean }>
  /**
   * Product id -> the marketplace listing (spec 1 rules 8 and 9). It outlives its product: a
   * DELETE and DeleteAccountData leave it as it is (A38); only type 0 forgets ended ones.
   */
  listings: Record<string, SandboxListing>
  /** The profiles the account holds, by type (`PUT /_sandbox/profiles`); SetCatalogProfile assigns only these (A39). */
  accountProfiles: AccountProfiles
  /** Sales order id -> its Buyer, Address and ShippingAddress (navigation properties); a seeded order may lack any. */
  orderRelations: Record<string, { buyerId: string | null; addressId: string | null; shippingAddressId: string | null }>
  /**
   * Set -> id -> property -> the value as `POST /_sandbox/seed` gave it, JSON type included, served
   * instead of the stored one (A30) until the property changes; the stored one is what the
   * sandbox itself reads (filters, the marketplace).
   */
  verbatim: Partial<Record<EntitySetName, Record<string, Record<string, string | number | boolean>>>>
  /** Sales order id -> history lines (GetSalesOrderHistory). */
  history: Record<string, string[]>
  /** Variation or product id -> quantity sold: a variation that sold cannot be deleted. */
  sold: Record<string, number>
  /** Login headers of the last session (spec 5.1 rule 2: stored for support purposes). */
  loginHeaders: { vendor: string | null; version: string | null }
}

/** A marketplace listing as the sandbox keeps it. */
export interface SandboxListing {
  active: boolean
  quantity: number
  endedAt: string | null
  /** Why it went out without a GTIN, MPN or Brand (A35), or that its product is gone (A38). */
  note?: string
  /** Ended by the marketplace for its own reasons (`POST /_sandbox/listings/end`): stock does not relist it (A39). */
  takenDownAt?: string
  /** Its product was deleted at the service; the listing stayed as it was (A38). */
  productDeletedAt?: string
  /**
   * Variation id -> a variation deleted at the service while it had stock, still sold by the
   * listing (fault `deletedVariationsKeepSelling`, A49): nothing can revise it any more.
   */
  strandedVariations?: Record<string, StrandedVariation>
}

/** A deleted variation the listing still sells (A49), with what it had when it was deleted. */
export interface StrandedVariation {
  sku: string | null
  price: string | null
  quantity: number
  deletedAt: string
}

/** Profile ids the account holds, per SetCatalogProfile type (spec 4.3: 1 payment, 2 return, 3 shipping). */
export interface AccountProfiles {
  payment: string[]
  return: string[]
  shipping: string[]
}

/**
 * What a fresh sandbox's account holds (A39): the ids the tests, the docs and the demo assign,
 * so that a client that assigns them without setting profiles first is answered true.
 */
export const DEFAULT_ACCOUNT_PROFILES: AccountProfiles = {
  payment: ["1", "42", "501"],
  return: ["2", "502"],
  shipping: ["3", "77", "503"],
}

export const ALL_SETS: EntitySetName[] = [
  "Products",
  "ProductImages",
  "ProductVariations",
  "ProductVariationSpecifics",
  "ProductVariationImages",
  "ProductVariationPictures",
  "ProductSpecifics",
  "OptionalProductAttributes",
  "DiscountOffers",
  "Catalogs",
  "SalesOrders",
  "SalesOrderItems",
  "Buyers",
  "Addresses",
]

export function emptyState(): SandboxState {
  return {
    nextId: 1000,
    sets: Object.fromEntries(ALL_SETS.map((name) => [name, {}])) as SandboxState["sets"],
    catalogLinks: {},
    furtherParents: {},
    catalogProfiles: {},
    productProfiles: {},
    marketplaceCategories: {},
    listings: {},
    accountProfiles: structuredClone(DEFAULT_ACCOUNT_PROFILES),
    orderRelations: {},
    verbatim: {},
    history: {},
    sold: {},
    loginHeaders: { vendor: null, version: null },
  }
}

const DATE_TAG = "$date"

/** JSON with dates tagged, so a saved state reads back with Date values. */
export function serializeState(state: SandboxState): string {
  return toTaggedJson(state)
}

export function deserializeState(text: string): SandboxState {
  return completeState(fromTaggedJson(text) as SandboxState)
}

/** JSON of any value holding states (the `--data` file, state-file.ts), dates tagged. */
export function toTaggedJson(value: unknown): string {
  return JSON.stringify(value, function (key, inner) {
    const raw = (this as Record<string, unknown>)[key]
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : inner
  })
}

/** Reads `toTaggedJson`'s text back, tagged dates as Date values. */
export function fromTaggedJson(text: string): unknown {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === "object" && typeof value[DATE_TAG] === "string" ? new Date(value[DATE_TAG]) : value
  )
}

/** A state read back, with what an older sandbox did not write (a set, a field) as a fresh one has it. */
export function completeState(parsed: SandboxState): SandboxState {
  const base = emptyState()
  return { ...base, ...parsed, sets: { ...base.sets, ...parsed.sets } }
}

/** The state as the control API shows it: dates as ISO strings, ids as strings. */
export function stateForDisplay(state: SandboxState): unknown {
  return JSON.parse(JSON.stringify(state))
}
