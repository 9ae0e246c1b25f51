import type { DesiredProduct, ProductFields } from "./map-product"
import { orderPriceWrites, PriceField, PriceTriple } from "./order-price-writes"
import { isHeldBack } from "./refusals"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { blocksCreate, WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import { planCatalogs, planMarketplaceCategory, planOffers } from "./plan-links"
import { planNamedValues } from "./plan-specifics"
import { type ContentOp, type ContentWrite, write } from "./content-write"

/** What to send, what stays back (our problems, or a value the service refused), and whether the product can be created. */
export interface ContentPlan {
  writes: ContentWrite[]
  heldBack: ContentWrite[]
  /** Not on the service and its create stays back: nothing of it is sent. */
  createBlocked: boolean
}

export type { ContentOp, ContentWrite } from "./content-write"

export interface HoldBack {
  /** Write keys our own checks hold back (validate-product.ts). */
  blocked: ReadonlySet<string>
  /** Write key -> the signature the service refused (refusals.ts). */
  held: ReadonlyMap<string, string>
}

/** Price and stock travel by ReviseInventoryStatus (the stock lane), not by property PUTs. */
const STOCK_LANE_FIELDS = new Set(["Price", "StockAmount"])
const PRICE_RULE_FIELDS = new Set<string>(["BestOfferAutoAcceptPrice", "BestOfferMinimumPrice"])
type Specific = { name: string; value: string }
/**
 * A variation's specifics as the service keys them (ProductVariationId + Name, A6): their order
 * says nothing, and a snapshot adopted from the service has the service's order. Compared and
 * signed in one order, so an unchanged variation is never rewritten.
 */
const inNameOrder = (specifics: Specific[]) =>
  specifics
    .map(({ name, value }) => ({ name, value }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
const sameSpecifics = (a: Specific[], b: Specific[]) => JSON.stringify(inNameOrder(a)) === JSON.stringify(inNameOrder(b))
const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

/**
 * The price rule's three values as the service has them (snapshot) or should (desired, over
 * `before`): no price keeps the old one, and so does a threshold left out of the fields because
 * the merchant's value cannot be read (map-product.ts `unreadable`).
 */
function priceTriple(fields: ProductFields, before: PriceTriple | null = null): PriceTriple {
  const threshold = (name: "BestOfferAutoAcceptPrice" | "BestOfferMinimumPrice") =>
    name in fields ? text(fields[name]) : (before?.[name] ?? null)
  return {
    Price: text(fields.Price) ?? before?.Price ?? null,
    BestOfferAutoAcceptPrice: threshold("BestOfferAutoAcceptPrice"),
    BestOfferMinimumPrice: threshold("BestOfferMinimumPrice"),
  }
}

/** The order of the price rule's writes for this product (order-price-writes.ts); empty without a snapshot. */
export function priceRuleOrder(desired: DesiredProduct, snapshot: ProductSnapshot | null): PriceField[] {
  if (!snapshot || snapshot.productType !== desired.productType) return []
  const before = priceTriple(snapshot.fields)
  return orderPriceWrites(before, priceTriple(desired.fields, before))
}

/** The product's price must wait for Best Offer thresholds to come down before it (spec 8). */
export const productPriceWaits = (desired: DesiredProduct, snapshot: ProductSnapshot | null) => {
  const order = priceRuleOrder(desired, snapshot)
  return order.includes("Price") && order[0] !== "Price"
}

/**
 * The content difference between what the service has (snapshot) and what it should have
 * (desired), as remote writes. No snapshot: everything is created. An unchanged product gives
 * no writes. A held-back write is left out alone; only a held-back create keeps the rest back.
 */
export function planContent(desired: DesiredProduct, snapshot: ProductSnapshot | null, holdBack: HoldBack): ContentPlan {
  if (snapshot && snapshot.productType !== desired.productType) {
    // Single product <-> variation set cannot be changed in place (ProductType is set on create).
    // A sync keeps the listed type (A51, map-product.ts): only the merchant's List anew gets here.
    const recreate = planContent(desired, null, holdBack)
    if (recreate.createBlocked) return recreate
    return { ...recreate, writes: [write({ op: "deleteProduct" }, WRITE_KEYS.product, "delete", "Product"), ...recreate.writes] }
  }
  const candidates: ContentWrite[] = [
    ...planProduct(desired, snapshot),
    ...planVariations(desired, snapshot),
    ...planImages(desired, snapshot),
    ...planVariationImages(desired, snapshot),
    ...planCatalogs(desired, snapshot),
    ...planOffers(desired, snapshot),
    ...planMarketplaceCategory(desired, snapshot),
    ...planNamedValues(desired, snapshot),
  ]
  const held = (w: ContentWrite) => isHeldBack(w, holdBack.blocked, holdBack.held)
  const create = candidates.find((w) => w.op === "createProduct")
  const createBlocked = Boolean(create) && (held(create!) || blocksCreate(holdBack.blocked, desired.fields))
  if (createBlocked) return { writes: [], heldBack: [create!], createBlocked }
  return { writes: candidates.filter((w) => !held(w)), heldBack: candidates.filter(held), createBlocked }
}

function planProduct(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  if (!snapshot) {
    // The create's signature leaves out stock and price: a refused create is not sent again on every stock change.
    const content = Object.fromEntries(Object.entries(desired.fields).filter(([name]) => !STOCK_LANE_FIELDS.has(name)))
    return [write({ op: "createProduct", fields: desired.fields }, WRITE_KEYS.product, content, "Product")]
  }
  const writes: ContentWrite[] = []
  for (const [name, value] of Object.entries(desired.fields)) {
    if (STOCK_LANE_FIELDS.has(name) || PRICE_RULE_FIELDS.has(name)) continue
    // The old connector may still find its listing by its own ForeignId.
    if (name === "ForeignId" && snapshot.foreignIdsKept) continue
    if ((snapshot.fields[name] ?? null) !== (value ?? null))
      writes.push(write({ op: "updateField", name, value }, WRITE_KEYS.field(name), value ?? null, name))
  }
  // Back to automatic categories (spec 4.3): the merchant's categories are gone, so matching,
  // turned off for them, is turned on again; the service has no call to unset the categories.
  if (snapshot.fields.DisableAutomatch === true && desired.fields.DisableAutomatch === undefined) {
    writes.push(
      write({ op: "updateField", name: "DisableAutomatch", value: false }, WRITE_KEYS.field("DisableAutomatch"), false, "DisableAutomatch")
    )
  }
  // Best Offer thresholds in an order the service accepts; the price among them only when it must wait.
  const waits = productPriceWaits(desired, snapshot)
  for (const field of priceRuleOrder(desired, snapshot)) {
    if (field !== "Price") {
      const value = desired.fields[field] ?? null
      writes.push(write({ op: "updateField", name: field, value }, WRITE_KEYS.field(field), value, field))
    } else if (waits && desired.fields.Price) {
      const price = String(desired.fields.Price)
      writes.push(write({ op: "revisePrice", price }, WRITE_KEYS.price(null), price, "Price"))
    }
  }
  return writes
}

function planVariations(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const writes: ContentWrite[] = []
  const known = snapshot?.variations ?? {}
  for (const variation of desired.variations) {
    const before = known[variation.variantId]
    const key = WRITE_KEYS.variation(variation.variantId)
    const signature = { sku: variation.sku, specifics: inNameOrder(variation.specifics) }
    const subject = `Variant ${variation.sku ?? variation.variantId}`
    if (!before) {
      writes.push(write({ op: "createVariation", variation }, key, signature, subject))
      continue
    }
    if (variation.sku && variation.sku !== before.sku)
      writes.push(write({ op: "updateSku", variantId: variation.variantId, sku: variation.sku }, key, signature, subject))
    if (!sameSpecifics(variation.specifics, before.specifics))
      writes.push(write({ op: "replaceSpecifics", variation }, key, signature, subject))
    if (before.foreignId !== undefined && !snapshot?.foreignIdsKept)
      writes.push(write({ op: "updateVariationForeignId", variantId: variation.variantId }, key, signature, subject))
  }
  const wanted = new Set(desired.variations.map((v) => v.variantId))
  for (const [variantId, before] of Object.entries(known)) {
    if (!wanted.has(variantId) && !before.retired) {
      writes.push(
        write({ op: "removeVariation", variantId }, WRITE_KEYS.variation(variantId), "remove", `Variant ${before.sku ?? variantId}`)
      )
    }
  }
  return writes
}

/** Spec 2.2: slots are fixed per Type; a changed slot is emptied first, then filled in order. */
function planImages(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const have = snapshot?.images ?? []
  const keep = (i: { url: string; type: number }) => desired.images.some((d) => d.url === i.url && d.type === i.type)
  const removals = have
    .filter((i) => !keep(i))
    .map((i) =>
      write({ op: "removeImage", remoteId: i.remoteId, type: i.type }, WRITE_KEYS.image(i.url), `remove ${i.type}`, `Image ${i.url}`)
    )
  const additions = desired.images
    .filter((d) => !have.some((i) => i.url === d.url && i.type === d.type))
    .sort((a, b) => a.type - b.type)
    .map((d) => write({ op: "addImage", url: d.url, type: d.type }, WRITE_KEYS.image(d.url), String(d.type), `Image ${d.url}`))
  return [...removals, ...additions]
}

/**
 * Spec 2.4 images, per value. Replacing a specifics record deletes its images on the service
 * too (A5), so such a value is added again in full. A removed variation's images are removed
 * explicitly: a variation that has sold stays (at stock 0), and so would its images.
 */
function planVariationImages(desired: DesiredProduct, snapshot: ProductSnapshot | null): ContentWrite[] {
  const have = snapshot?.variationImages ?? {}
  const rebuilt = new Set(
    desired.variations
      .filter((v) => snapshot?.variations[v.variantId] && !sameSpecifics(v.specifics, snapshot.variations[v.variantId].specifics))
      .map((v) => v.variantId)
  )
  const ownerOf = (specificRemoteId: string) =>
    Object.entries(snapshot?.variations ?? {}).find(([, v]) => v.specifics.some((s) => s.remoteId === specificRemoteId))?.[0]
  const writes: ContentWrite[] = []
  const wanted = new Map(desired.variationImages.map((v) => [v.value, v]))
  const signature = (value: string) => wanted.get(value)?.urls ?? "remove"
  for (const [value, current] of Object.entries(have)) {
    const owner = ownerOf(current.specificRemoteId)
    const gone = !owner || rebuilt.has(owner)
    const want = wanted.get(value)
    for (const image of current.images) {
      const kept = want && !gone && want.variantId === owner && want.urls[image.position - 1] === image.url
      if (!kept && !gone) {
        writes.push(
          write(
            { op: "removeVariationImage", value, remoteId: image.remoteId },
            WRITE_KEYS.variationImages(value),
            signature(value),
            `Images of ${value}`
          )
        )
      }
    }
  }
  for (const want of desired.variationImages) {
    const current = have[want.value]
    const owner = current ? ownerOf(current.specificRemoteId) : undefined
    const intact = current && owner === want.variantId && !rebuilt.has(owner)
    want.urls.forEach((url, index) => {
      const position = index + 1
      if (intact && current!.images.some((i) => i.position === position && i.url === url)) return
      const op: ContentOp = { op: "addVariationImage", name: want.name, value: want.value, variantId: want.variantId, url, position }
      writes.push(write(op, WRITE_KEYS.variationImages(want.value), want.urls, `Images of ${want.value}`))
    })
  }
  return writes
}
