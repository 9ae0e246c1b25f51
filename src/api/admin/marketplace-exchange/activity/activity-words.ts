import { type CATALOG, codedMessage, type CodedMessage, type MessageCode, type ParamsOf, type ParamValue } from "../../../../messages"
import type { EntitySetName } from "../../../../protocol/schema"

/** An operation's parameters as the log keeps them ("productId=12L, stockAmount=3, price=9.99m"), literals unwrapped. */
function parameters(subject: string | null): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (subject ?? "").split(", ")) {
    const at = pair.indexOf("=")
    if (at > 0)
      out[pair.slice(0, at)] = pair
        .slice(at + 1)
        .replace(/^'(.*)'$/, "$1")
        .replace(/[LmMdD]$/, "")
  }
  return out
}

/** The catalog's codes that take no parameters. */
type PlainCode = { [C in MessageCode]: (typeof CATALOG)[C]["params"] extends readonly [] ? C : never }[MessageCode]

type Write = "create" | "update" | "delete"

/** A text without parameters. */
const words = (code: PlainCode): CodedMessage => codedMessage(code, {} as ParamsOf<PlainCode>)

/** Creates (POST <Set>), replacements (PUT <Set>(<Id>L)) and removals by entity set: what became of the listing. */
const BY_SET: Partial<Record<EntitySetName, Partial<Record<Write, CodedMessage>>>> = {
  Products: {
    create: words("activity.listing_created"),
    update: words("activity.listing_updated"),
    delete: words("activity.listing_deleted"),
  },
  ProductVariations: {
    create: words("activity.variation_created"),
    update: words("activity.variation_updated"),
    delete: words("activity.variation_deleted"),
  },
  ProductImages: { create: words("activity.image_added"), delete: words("activity.image_removed") },
  ProductVariationImages: { create: words("activity.image_added"), delete: words("activity.image_removed") },
  ProductVariationPictures: { create: words("activity.image_added"), delete: words("activity.image_removed") },
  ProductVariationSpecifics: { create: words("activity.specifics"), delete: words("activity.specifics") },
  ProductSpecifics: { create: words("activity.item_specifics"), delete: words("activity.item_specifics") },
  OptionalProductAttributes: { create: words("activity.gpsr"), delete: words("activity.gpsr") },
  DiscountOffers: {
    create: words("activity.strike_price"),
    update: words("activity.strike_price"),
    delete: words("activity.strike_price_removed"),
  },
  Catalogs: { create: words("activity.category_created"), delete: words("activity.category_deleted") },
}

/** A shop category's properties (A10): its name, its place in the tree, the store's reference. */
const CATALOG_PROPERTIES: Record<string, CodedMessage> = {
  Name: words("activity.category_updated"),
  ParentId: words("activity.category_moved"),
  IsRootLevel: words("activity.category_moved"),
  ForeignId: words("activity.category_reference"),
}

/** An order's write-backs (spec 4.2 rule 2), by property; the shipping status says whether of the order or an item. */
const ORDER_PROPERTIES: Record<string, (set: EntitySetName) => CodedMessage> = {
  ForeignOrderId: () => codedMessage("activity.order_number", {}),
  PaidAmount: () => codedMessage("activity.payment", {}),
  PaidDate: () => codedMessage("activity.payment", {}),
  ShippingStatus: (set) => codedMessage(set === "SalesOrderItems" ? "activity.item_shipping" : "activity.order_shipping", {}),
  TrackingNumbers: () => codedMessage("activity.tracking", {}),
  CarrierUsed: () => codedMessage("activity.carrier", {}),
}

/** A property PUT (`set <Property>` of `<Set>(<Id>L)`, spec 4.2 rules 1 and 2) in the merchant's words. */
function propertyWords(set: string, property: string): CodedMessage | null {
  switch (set) {
    case "Products":
      return codedMessage("activity.property", { property })
    case "ProductVariations":
      return property === "ForeignId"
        ? codedMessage("activity.variation_reference", {})
        : codedMessage("activity.variation_property", { property })
    case "Catalogs":
      return CATALOG_PROPERTIES[property] ?? null
    case "SalesOrders":
    case "SalesOrderItems":
      return ORDER_PROPERTIES[property]?.(set) ?? null
    default:
      return null
  }
}

/** Service operations (spec 4.3) that write, but for ReviseInventoryStatus (its own words below). */
const OPERATIONS: Record<string, CodedMessage> = {
  SetMarketplaceCategory: words("activity.categories_chosen"),
  SetCatalogProfile: words("activity.catalog_profile"),
  SetProductProfile: words("activity.product_profile"),
  DeleteAccountData: words("activity.account_emptied"),
}

/** ReviseInventoryStatus (spec 4.3) says the stock and prices it carried, with the marketplace's currency. */
function revised(subject: string | null, currency: string): CodedMessage {
  const p = parameters(subject)
  const money = (amount: string): ParamValue => ({ amount, currency })
  if (p.stockAmount !== undefined && p.price !== undefined)
    return codedMessage("activity.stock_and_price", { stock: Number(p.stockAmount), price: money(p.price) })
  if (p.stockAmount !== undefined) return codedMessage("activity.stock", { stock: Number(p.stockAmount) })
  if (p.price !== undefined) return codedMessage("activity.price", { price: money(p.price) })
  const strike = p.discountOfferPrice ?? p.DiscountOffer
  return strike !== undefined
    ? codedMessage("activity.strike_price_of", { price: money(strike) })
    : codedMessage("activity.listing_updated", {})
}

/**
 * A write of the activity log in the merchant's words: what it carried and what became
 * of it ("Stock 4 and price 26,90 € sent to eBay."). Null for an import step or an operation the
 * plugin has no words for: those are shown by their own names.
 */
export function activityWords(event: { action: string; subject: string | null; outcome: string }, currency: string): CodedMessage | null {
  const { action, subject } = event
  const [verb, target = ""] = action.split(" ", 2)
  // The entity set a write addressed: `Products(12L)` for a property or a replacement, the action's own for a create.
  const set = (subject ?? "").replace(/\(.*$/, "")
  let what: CodedMessage | null = null
  if (action === "ReviseInventoryStatus") what = revised(subject, currency)
  else if (OPERATIONS[action]) what = OPERATIONS[action]
  else if (verb === "set") what = propertyWords(set, target)
  else if (verb === "link" || verb === "unlink") what = target === "Catalogs" ? codedMessage("activity.category_links", {}) : null
  else if (verb === "create" || verb === "update" || verb === "delete") what = BY_SET[target as EntitySetName]?.[verb] ?? null
  if (!what) return null
  const wrap = event.outcome === "ok" ? "activity.sent" : event.outcome === "refused" ? "activity.refused" : "activity.failed"
  return codedMessage(wrap, { what })
}
