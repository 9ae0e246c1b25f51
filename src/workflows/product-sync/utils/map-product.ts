import { ENTITY_SETS, normalizeUnitType, PRODUCT_TYPE } from "../../../protocol/schema"
import type { DesiredProduct, DesiredVariation, MarketplaceCategory, ProductFields, UnreadableValue } from "./desired-product"
import { METADATA_KEYS } from "../../shared/metadata-keys"
import type { MedusaProduct, MedusaVariant, SyncContext } from "./medusa-product"
import { compareMoney } from "../../shared/money"
import { readAmount, readCategoryId, readNumber } from "../../shared/merchant-numbers"
import { MAX_STOCK_AMOUNT } from "../../shared/sellable-quantity"
import { byText, mapImages, mapVariationImages } from "./map-images"
import { naturalTypeOf } from "./listed-type"
import { byVariantRank } from "../../shared/variant-order"
import { readTitleRule, type TitleSource, titleToSend } from "./marketplace-title"
import { brandGpsr, type GpsrGap, gpsrAttributes, gpsrBrandKey, gpsrFor, gpsrGaps, readGpsr } from "./gpsr"
import { drawerSpecifics, type HeldSpecific, type ProductSpecific, productSpecifics } from "./product-specifics"
import {
  centBelow,
  marketplacePrice,
  marketplaceThreshold,
  type PriceRule,
  productPriceRule,
  readEnding,
  readFixed,
  readPercent,
} from "./price-rule"

const TITLE_MAX = ENTITY_SETS.Products.properties.Title.maxLength!

export type { DesiredImage, DesiredProduct, DesiredVariation, MarketplaceCategory, ProductFields, UnreadableValue } from "./desired-product"

const meta = (product: MedusaProduct, key: string) => {
  const value = product.metadata?.[key]
  return value === undefined || value === null || value === "" ? null : value
}
const text = (value: unknown) => (value === null || value === undefined || value === "" ? null : String(value))

/** `new`/`used` as merchants write them, `neu`/`gebraucht` as the service wants (spec 2.1). */
function condition(value: unknown): string {
  const raw = String(value ?? "neu")
    .trim()
    .toLowerCase()
  return ({ new: "neu", used: "gebraucht" } as Record<string, string>)[raw] ?? raw
}

/** Spec 2.1 and A16: the spec's canonical spelling of a unit; an unknown one is kept, so validation names it. */
function unitType(value: unknown): string | null {
  const raw = text(value)
  return raw === null ? null : (normalizeUnitType(raw) ?? raw)
}

/** A barcode in Medusa's free field that has the form of an EAN (8, 13 or 14 digits) or a UPC (12 digits). */
function barcodeAs(barcode: string | null | undefined, kind: "ean" | "upc"): string | null {
  const digits = text(barcode)
  if (!digits || !/^\d+$/.test(digits)) return null
  return (kind === "upc" ? digits.length === 12 : [8, 13, 14].includes(digits.length)) ? digits : null
}

function variationOf(variant: MedusaVariant, context: SyncContext, rule: PriceRule): DesiredVariation {
  const facts = context.facts[variant.id]
  return {
    variantId: variant.id,
    sku: text(variant.sku),
    price: facts?.price ? marketplacePrice(facts.price, rule) : null,
    stock: facts?.stock ?? 0,
    specifics: (variant.options ?? [])
      .filter((o) => o.option?.title)
      .map((o) => ({ name: o.option!.title.trim(), value: String(o.value ?? "").trim() }))
      .sort((a, b) => byText(a.name, b.name) || byText(a.value, b.value)),
  }
}

/**
 * Medusa product -> remote shape. One variant is a single product (ProductType 0), more are
 * a variation set (ProductType 1) whose variations carry Sku, ForeignId = variant id, price,
 * stock and the option values as specifics. A product the service lists keeps its type (A51):
 * a variation set down to one variant is a set of one variation; a single product that gained
 * variants goes on selling its first variant alone (its stock, its price), until the merchant
 * lists it anew.
 */
export function mapProduct(product: MedusaProduct, context: SyncContext): DesiredProduct {
  const all = [...product.variants].sort(byVariantRank)
  const natural = naturalTypeOf(all.length)
  const type = all.length ? (context.listedType ?? natural) : natural
  const single = type === PRODUCT_TYPE.single
  const variants = single ? all.slice(0, 1) : all
  const unreadable: UnreadableValue[] = []
  /** A number a merchant typed, `15,00` as `15.00`; undefined (and named) when it cannot be read. */
  const typed = <T>(key: string, read: (value: unknown) => T | undefined): T | null | undefined => {
    const value = meta(product, key)
    if (value === null || (typeof value === "string" && !value.trim())) return null
    const result = read(value)
    if (result === undefined) unreadable.push({ key, value: typeof value === "string" ? value : JSON.stringify(value) })
    return result
  }
  // The product's own parts of the price rule over the settings' (one it cannot read is named, and not used).
  const rule = productPriceRule(context.rules.price_rule, {
    percent: typed(METADATA_KEYS.pricePercent, readPercent) ?? undefined,
    fixed: typed(METADATA_KEYS.priceFixed, readFixed) ?? undefined,
    ending: typed(METADATA_KEYS.priceEnding, readEnding) ?? undefined,
  })
  const variations = variants.map((v) => variationOf(v, context, rule))
  const priced = variations.map((v) => v.price).filter((p): p is string => p !== null)
  const { images, dropped, unreachable } = mapImages(product)
  const first = variants[0]
  const titleRule = typed(METADATA_KEYS.titleRule, readTitleRule) ?? context.rules.title_overflow
  const title = titleToSend(product.title, text(meta(product, METADATA_KEYS.title)), titleRule, TITLE_MAX)
  const thresholds = bestOfferThresholds(
    typed(METADATA_KEYS.bestOfferAutoAcceptPrice, readAmount),
    typed(METADATA_KEYS.bestOfferMinimumPrice, readAmount),
    rule
  )

  const fields: Record<string, ProductFields[string] | undefined> = {
    ForeignId: product.id,
    // What is checked is what is sent: the marketplace counts the spaces a title ends with.
    Title: title.title,
    Description: text(product.description),
    ShortDescription: text(product.subtitle),
    ProductType: single ? PRODUCT_TYPE.single : PRODUCT_TYPE.variationSet,
    Price: single ? (variations[0]?.price ?? null) : (priced.sort(compareMoney)[0] ?? null),
    StockAmount: Math.min(
      MAX_STOCK_AMOUNT,
      variations.reduce((sum, v) => sum + v.stock, 0)
    ),
    Ean: single ? (text(first?.ean) ?? barcodeAs(first?.barcode, "ean")) : null,
    Upc: single ? (text(first?.upc) ?? barcodeAs(first?.barcode, "upc")) : null,
    Isbn: text(meta(product, METADATA_KEYS.isbn)),
    Mpn: text(meta(product, METADATA_KEYS.mpn)),
    Brand: text(meta(product, METADATA_KEYS.brand)),
    ConditionId: condition(meta(product, METADATA_KEYS.condition)),
    UnitQuantity: typed(METADATA_KEYS.unitQuantity, readNumber),
    UnitType: unitType(meta(product, METADATA_KEYS.unitType)),
    VatPercent: typed(METADATA_KEYS.vatPercent, readNumber),
    BestOfferAutoAcceptPrice: thresholds.accept,
    BestOfferMinimumPrice: thresholds.minimum,
  }
  // Base price is unit and quantity together (spec 2.1): a quantity that cannot be read keeps both as they are.
  if (fields.UnitQuantity === undefined) delete fields.UnitType
  for (const name of Object.keys(fields)) if (fields[name] === undefined) delete fields[name]
  const categoryId1 = typed(METADATA_KEYS.categoryId1, readCategoryId)
  const categoryId2 = typed(METADATA_KEYS.categoryId2, readCategoryId)
  // Both ids travel in one call: with either unreadable, the call waits for the merchant's fix.
  const marketplaceCategory = categoryId1 && categoryId2 !== undefined ? { categoryId1, categoryId2 } : null
  // Spec 4.3: categories given by SetMarketplaceCategory apply only with DisableAutomatch; matching
  // is switched off only together with a category call that can go out.
  if (marketplaceCategory) fields.DisableAutomatch = true

  // A strike price follows the rule as the price does; one the ending rounds onto the price is no strike price any more.
  const offers = variants
    .map((variant) => {
      const facts = context.facts[variant.id]
      return {
        variant,
        price: facts?.price ? marketplacePrice(facts.price, rule) : null,
        original: facts?.originalPrice ? marketplacePrice(facts.originalPrice, rule) : null,
      }
    })
    .filter(({ price, original }) => original && price && compareMoney(original, price) > 0)
    .map(({ variant, original }) => ({ variantId: single ? null : variant.id, price: original! }))

  const variationImages = single ? { images: [], unreachable: [] } : mapVariationImages(variants)
  const specifics = single
    ? productSpecifics(product, drawerSpecifics(meta(product, METADATA_KEYS.specifics)), context.rules.specific_names)
    : { specifics: [], held: [] }
  // The brand chosen for the GPSR data (grid or drawer) goes first; one the settings no longer hold is warned of,
  // and the product's own brand applies.
  const gpsrBrand = text(meta(product, METADATA_KEYS.gpsrBrand))?.trim() || null
  const gpsrBrandHeld = gpsrBrand !== null && gpsrBrandKey(context.rules.gpsr_by_brand, gpsrBrand) !== undefined
  const gpsr = gpsrFor(
    brandGpsr(context.rules.gpsr_by_brand, gpsrBrandHeld ? gpsrBrand : text(fields.Brand as string | null)),
    readGpsr(meta(product, METADATA_KEYS.gpsr))
  )
  return {
    productId: product.id,
    productType: single ? PRODUCT_TYPE.single : PRODUCT_TYPE.variationSet,
    ...(type !== natural ? { keptType: { variants: all.length, variant: text(first?.sku) ?? first!.id } } : {}),
    fields: fields as ProductFields,
    variations: single ? [] : variations,
    images,
    droppedImages: dropped,
    unreachableImages: unreachable,
    catalogIds: [...context.catalogIds],
    offers,
    variationImages: variationImages.images,
    unreachableVariationImages: variationImages.unreachable,
    marketplaceCategory,
    // Counted on what is sent (spec 2.3: a variation carries no GTIN).
    hasGtin: Boolean(fields.Ean || fields.Upc || fields.Isbn),
    unreadable,
    titleSource: title.source,
    priceRule: rule,
    specifics: specifics.specifics,
    heldSpecifics: specifics.held,
    optionalAttributes: gpsrAttributes(gpsr),
    gpsrGaps: gpsrGaps(gpsr),
    ...(gpsrBrand !== null && !gpsrBrandHeld ? { gpsrBrandUnknown: gpsrBrand } : {}),
  }
}

/**
 * The Best Offer thresholds under the price rule: scaled as the prices are and rounded
 * down, so each stays below the price it was below; a minimum below the auto-accept price stays
 * below it when rounding made them meet. Unreadable (undefined) and unset (null) pass as they are.
 */
function bestOfferThresholds(accept: string | null | undefined, minimum: string | null | undefined, rule: PriceRule) {
  const scaledAccept = accept ? marketplaceThreshold(accept, rule) : accept
  const scaledMinimum = minimum ? marketplaceThreshold(minimum, rule) : minimum
  const met = accept && minimum && compareMoney(minimum, accept) < 0 && compareMoney(scaledMinimum!, scaledAccept!) >= 0
  return { accept: scaledAccept, minimum: met ? centBelow(scaledAccept!) : scaledMinimum }
}
