import type { DesiredProduct, DesiredVariation, ProductFields } from "./map-product"
import type { ProductSnapshot } from "./snapshot"

/** One remote write. The executor runs them in order; each is small and single-purpose. */
export type PushStep =
  | { op: "createProduct"; fields: ProductFields }
  | { op: "deleteProduct" }
  | { op: "updateField"; name: string; value: ProductFields[string] }
  | { op: "reviseProduct"; price?: string; stock?: number }
  | { op: "createVariation"; variation: DesiredVariation }
  | { op: "updateSku"; variantId: string; sku: string }
  | { op: "replaceSpecifics"; variation: DesiredVariation }
  | { op: "reviseVariation"; variantId: string; price?: string; stock?: number }
  | { op: "removeVariation"; variantId: string }
  | { op: "removeImage"; remoteId: string }
  | { op: "addImage"; url: string; type: number }
  | { op: "linkCatalog"; catalogId: string }
  | { op: "unlinkCatalog"; catalogId: string }
  | { op: "createOffer"; variantId: string | null; price: string }
  | { op: "replaceOffer"; variantId: string | null; price: string }
  | { op: "deleteOffer"; variantId: string | null }
  | { op: "setMarketplaceCategory"; categoryId1: string; categoryId2: string | null }
  | { op: "removeVariationImage"; value: string; remoteId: string }
  | { op: "addVariationImage"; name: string; value: string; variantId: string; url: string; position: number }

/** Price and stock travel by ReviseInventoryStatus (absolute values), not by property PUTs. */
const REVISED_FIELDS = new Set(["Price", "StockAmount"])
const sameSpecifics = (a: Array<{ name: string; value: string }>, b: Array<{ name: string; value: string }>) =>
  a.length === b.length && a.every((s, i) => s.name === b[i].name && s.value === b[i].value)

/**
 * The difference between what the service has (snapshot) and what it should have (desired),
 * as remote writes. No snapshot: everything is created. An unchanged product gives no steps.
 */
export function planPush(desired: DesiredProduct, snapshot: ProductSnapshot | null): PushStep[] {
  if (snapshot && snapshot.productType !== desired.productType) {
    // Single product <-> variation set cannot be changed in place (ProductType is set on create).
    return [{ op: "deleteProduct" }, ...planPush(desired, null)]
  }
  const steps: PushStep[] = []
  const fields = snapshot?.fields ?? {}
  if (!snapshot) steps.push({ op: "createProduct", fields: desired.fields })
  else {
    for (const [name, value] of Object.entries(desired.fields)) {
      if (!REVISED_FIELDS.has(name) && (fields[name] ?? null) !== (value ?? null)) steps.push({ op: "updateField", name, value })
    }
    if (desired.productType === 0) {
      const price = desired.fields.Price !== fields.Price && desired.fields.Price ? String(desired.fields.Price) : undefined
      const stock = desired.fields.StockAmount !== fields.StockAmount ? Number(desired.fields.StockAmount) : undefined
      if (price !== undefined || stock !== undefined) steps.push({ op: "reviseProduct", price, stock })
    }
  }
  const variationSteps = planVariations(desired, snapshot)
  steps.push(...variationSteps)
  steps.push(...planImages(desired, snapshot))
  steps.push(...planVariationImages(desired, snapshot, variationSteps))
  steps.push(...planCatalogs(desired, snapshot))
  steps.push(...planOffers(desired, snapshot))
  const category = desired.marketplaceCategory
  const before = snapshot?.marketplaceCategory
  if (category && (category.categoryId1 !== before?.categoryId1 || category.categoryId2 !== (before?.categoryId2 ?? null))) {
    steps.push({ op: "setMarketplaceCategory", ...category })
  }
  return steps
}

function planVariations(desired: DesiredProduct, snapshot: ProductSnapshot | null): PushStep[] {
  const steps: PushStep[] = []
  const known = snapshot?.variations ?? {}
  for (const variation of desired.variations) {
    const before = known[variation.variantId]
    if (!before) {
      steps.push({ op: "createVariation", variation })
      continue
    }
    if (variation.sku && variation.sku !== before.sku) steps.push({ op: "updateSku", variantId: variation.variantId, sku: variation.sku })
    if (!sameSpecifics(variation.specifics, before.specifics)) steps.push({ op: "replaceSpecifics", variation })
    const price = variation.price && variation.price !== before.price ? variation.price : undefined
    const stock = variation.stock !== before.stock || before.retired ? variation.stock : undefined
    if (price !== undefined || stock !== undefined) steps.push({ op: "reviseVariation", variantId: variation.variantId, price, stock })
  }
  const wanted = new Set(desired.variations.map((v) => v.variantId))
  for (const [variantId, before] of Object.entries(known)) {
    if (!wanted.has(variantId) && !before.retired) steps.push({ op: "removeVariation", variantId })
  }
  return steps
}

/** Spec 2.2: slots are fixed per Type; a changed slot is emptied first, then filled in order. */
function planImages(desired: DesiredProduct, snapshot: ProductSnapshot | null): PushStep[] {
  const have = snapshot?.images ?? []
  const keep = (i: { url: string; type: number }) => desired.images.some((d) => d.url === i.url && d.type === i.type)
  const removals: PushStep[] = have.filter((i) => !keep(i)).map((i) => ({ op: "removeImage", remoteId: i.remoteId }))
  const additions: PushStep[] = desired.images
    .filter((d) => !have.some((i) => i.url === d.url && i.type === d.type))
    .sort((a, b) => a.type - b.type)
    .map((d) => ({ op: "addImage", url: d.url, type: d.type }))
  return [...removals, ...additions]
}

/**
 * Spec 2.4 images, per value. Replacing a specifics record deletes its images on the service
 * too (A5), so such a value is added again in full. A removed variation's images are removed
 * explicitly: a variation that has sold stays (at stock 0), and so would its images.
 */
function planVariationImages(desired: DesiredProduct, snapshot: ProductSnapshot | null, variationSteps: PushStep[]): PushStep[] {
  const have = snapshot?.variationImages ?? {}
  const rebuilt = new Set(
    variationSteps.flatMap((s) => (s.op === "replaceSpecifics" ? [s.variation.variantId] : []))
  )
  const ownerOf = (specificRemoteId: string) =>
    Object.entries(snapshot?.variations ?? {}).find(([, v]) => v.specifics.some((s) => s.remoteId === specificRemoteId))?.[0]
  const steps: PushStep[] = []
  const wanted = new Map(desired.variationImages.map((v) => [v.value, v]))
  for (const [value, current] of Object.entries(have)) {
    const owner = ownerOf(current.specificRemoteId)
    const gone = !owner || rebuilt.has(owner)
    const want = wanted.get(value)
    for (const image of current.images) {
      const kept = want && !gone && want.variantId === owner && want.urls[image.position - 1] === image.url
      if (!kept && !gone) steps.push({ op: "removeVariationImage", value, remoteId: image.remoteId })
    }
  }
  for (const want of desired.variationImages) {
    const current = have[want.value]
    const owner = current ? ownerOf(current.specificRemoteId) : undefined
    const intact = current && owner === want.variantId && !rebuilt.has(owner)
    want.urls.forEach((url, index) => {
      const position = index + 1
      if (intact && current!.images.some((i) => i.position === position && i.url === url)) return
      steps.push({ op: "addVariationImage", name: want.name, value: want.value, variantId: want.variantId, url, position })
    })
  }
  return steps
}

function planCatalogs(desired: DesiredProduct, snapshot: ProductSnapshot | null): PushStep[] {
  const have = new Set(snapshot?.catalogIds ?? [])
  const want = new Set(desired.catalogIds)
  return [
    ...[...have].filter((id) => !want.has(id)).map((catalogId): PushStep => ({ op: "unlinkCatalog", catalogId })),
    ...[...want].filter((id) => !have.has(id)).map((catalogId): PushStep => ({ op: "linkCatalog", catalogId })),
  ]
}

/** Spec 2.5: a strike price while a sale is on; removed when it ends. */
function planOffers(desired: DesiredProduct, snapshot: ProductSnapshot | null): PushStep[] {
  const have = snapshot?.offers ?? {}
  const steps: PushStep[] = []
  const wanted = new Map(desired.offers.map((o) => [o.variantId ?? "", o]))
  for (const [key, offer] of wanted) {
    if (!have[key]) steps.push({ op: "createOffer", variantId: offer.variantId, price: offer.price })
    else if (have[key].price !== offer.price) steps.push({ op: "replaceOffer", variantId: offer.variantId, price: offer.price })
  }
  for (const key of Object.keys(have)) {
    if (!wanted.has(key)) steps.push({ op: "deleteOffer", variantId: key || null })
  }
  return steps
}
