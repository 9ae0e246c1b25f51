/**
 * The move-in plan: which of the account's products (another connector's, or ours) is
 * which of the marketplace channel's Medusa products. Pure: the scan reads both sides, this
 * decides. In the order peers match (M2E Pro, magnalister): the plugin's own record, the
 * ForeignId (the plugin writes the Medusa product id, spec 2.1; or the merchant's mapping), the
 * variation SKU, then the GTIN. One clear match is a link; anything else a person must decide.
 */

/** A product of the account as the scan read it: the Products feed joined with the ProductVariations feed. */
export interface AccountProduct {
  id: string
  foreignId: string | null
  title: string
  /** Spec 2.1: 0 single, 1 variation set, 2 product set. */
  productType: number
  /** Ean, Upc and Isbn as the service holds them. */
  gtins: string[]
  variations: Array<{ id: string; sku: string | null; foreignId: string | null }>
}

/** A product of the marketplace channel: its variants' SKUs and GTINs (EAN, UPC, barcode). */
export interface ChannelCandidate {
  id: string
  title: string
  variants: Array<{ id: string; sku: string | null; gtins: string[] }>
}

export type MatchBy = "ours" | "foreign_id" | "mapping" | "sku" | "gtin"

/**
 * Why a person must decide: two Medusa products match (`two_candidates`); a variation set's
 * variations match different products (`variations_split`); a single product matches a Medusa
 * product with several variants (`single_to_set`) or a variation set one with a single variant
 * (`set_to_single`); two of the account's products match one Medusa product (`claimed_twice`).
 */
export type ConflictReason = "two_candidates" | "variations_split" | "single_to_set" | "set_to_single" | "claimed_twice"

export type AccountMatch =
  | { remoteId: string; outcome: "link"; productId: string; by: MatchBy }
  | { remoteId: string; outcome: "conflict"; reason: ConflictReason; candidates: string[] }
  | { remoteId: string; outcome: "only_at_service"; reason: "no_match" | "product_set" }

export interface AccountPlan {
  matches: AccountMatch[]
  /** Channel products no account product matched or might match: a Sync all creates them. */
  create: string[]
}

/** A GTIN as a number: digits only, without leading zeros, so that a UPC-A and its EAN-13 (a leading 0) are one. */
export function gtinKey(code: string | null | undefined): string | null {
  const digits = (code ?? "").replace(/\D/g, "").replace(/^0+/, "")
  return digits.length >= 6 ? digits : null
}

function indexBy(channel: ChannelCandidate[], keysOf: (product: ChannelCandidate) => Array<string | null>) {
  const index = new Map<string, Set<string>>()
  for (const product of channel) {
    for (const key of keysOf(product)) {
      if (!key) continue
      if (!index.has(key)) index.set(key, new Set())
      index.get(key)!.add(product.id)
    }
  }
  return index
}

/** Matches every account product to the channel, then finds the Medusa products claimed twice and those left to create. */
export function matchAccount(
  account: AccountProduct[],
  channel: ChannelCandidate[],
  known: { ours: Map<string, string>; mapping: Map<string, string> }
): AccountPlan {
  const byId = new Map(channel.map((product) => [product.id, product]))
  const bySku = indexBy(channel, (product) => product.variants.map((variant) => variant.sku))
  const byGtin = indexBy(channel, (product) => product.variants.flatMap((variant) => variant.gtins.map(gtinKey)))

  const shaped = (remote: AccountProduct, productId: string, by: MatchBy): AccountMatch => {
    const variants = byId.get(productId)!.variants.length
    if (remote.productType === 0 && variants > 1)
      return { remoteId: remote.id, outcome: "conflict", reason: "single_to_set", candidates: [productId] }
    if (remote.productType === 1 && variants === 1)
      return { remoteId: remote.id, outcome: "conflict", reason: "set_to_single", candidates: [productId] }
    return { remoteId: remote.id, outcome: "link", productId, by }
  }
  const among = (remote: AccountProduct, found: Set<string>, by: MatchBy, split: ConflictReason): AccountMatch | null => {
    if (!found.size) return null
    if (found.size > 1) return { remoteId: remote.id, outcome: "conflict", reason: split, candidates: [...found].sort() }
    return shaped(remote, [...found][0], by)
  }

  const matchOne = (remote: AccountProduct): AccountMatch => {
    const ours = known.ours.get(remote.id)
    if (ours && byId.has(ours)) return { remoteId: remote.id, outcome: "link", productId: ours, by: "ours" }
    if (remote.productType === 2) return { remoteId: remote.id, outcome: "only_at_service", reason: "product_set" }
    if (remote.foreignId && byId.has(remote.foreignId)) return shaped(remote, remote.foreignId, "foreign_id")
    const mapped = remote.foreignId ? known.mapping.get(remote.foreignId) : undefined
    if (mapped && byId.has(mapped)) return shaped(remote, mapped, "mapping")
    // A single product has no Sku of its own (spec 2.1); connectors commonly put it in the ForeignId.
    const skus = remote.productType === 1 ? remote.variations.map((v) => v.sku) : [remote.foreignId]
    const bySkus = new Set(skus.flatMap((sku) => [...(sku ? (bySku.get(sku) ?? []) : [])]))
    const gtins = new Set(remote.gtins.map(gtinKey).flatMap((key) => [...(key ? (byGtin.get(key) ?? []) : [])]))
    return (
      among(remote, bySkus, "sku", "variations_split") ??
      among(remote, gtins, "gtin", "two_candidates") ?? { remoteId: remote.id, outcome: "only_at_service", reason: "no_match" }
    )
  }

  const first = account.map(matchOne)
  const claims = new Map<string, number>()
  for (const match of first) if (match.outcome === "link") claims.set(match.productId, (claims.get(match.productId) ?? 0) + 1)
  const matches = first.map((match): AccountMatch =>
    match.outcome === "link" && claims.get(match.productId)! > 1 && match.by !== "ours"
      ? { remoteId: match.remoteId, outcome: "conflict", reason: "claimed_twice", candidates: [match.productId] }
      : match
  )
  const taken = new Set(
    matches.flatMap((match) => (match.outcome === "link" ? [match.productId] : match.outcome === "conflict" ? match.candidates : []))
  )
  return { matches, create: channel.map((product) => product.id).filter((id) => !taken.has(id)) }
}
