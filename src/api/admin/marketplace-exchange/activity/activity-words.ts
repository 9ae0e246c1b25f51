import { codedMessage, type CodedMessage, type ParamValue } from "../../../../messages"

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

const WHAT: Record<string, () => CodedMessage> = {
  "create Products": () => codedMessage("activity.listing_created", {}),
  "update Products": () => codedMessage("activity.listing_updated", {}),
  "delete Products": () => codedMessage("activity.listing_deleted", {}),
  "create ProductVariations": () => codedMessage("activity.variation_created", {}),
  "update ProductVariations": () => codedMessage("activity.variation_updated", {}),
  "delete ProductVariations": () => codedMessage("activity.variation_deleted", {}),
  "create ProductImages": () => codedMessage("activity.image_added", {}),
  "delete ProductImages": () => codedMessage("activity.image_removed", {}),
  "create ProductVariationImages": () => codedMessage("activity.image_added", {}),
  "delete ProductVariationImages": () => codedMessage("activity.image_removed", {}),
  "create ProductVariationSpecifics": () => codedMessage("activity.specifics", {}),
  "delete ProductVariationSpecifics": () => codedMessage("activity.specifics", {}),
  "create Catalogs": () => codedMessage("activity.category_created", {}),
  "update Catalogs": () => codedMessage("activity.category_updated", {}),
  "link Catalogs": () => codedMessage("activity.category_links", {}),
  "unlink Catalogs": () => codedMessage("activity.category_links", {}),
  "create DiscountOffers": () => codedMessage("activity.strike_price", {}),
  "update DiscountOffers": () => codedMessage("activity.strike_price", {}),
  SetMarketplaceCategory: () => codedMessage("activity.categories_chosen", {}),
  SetCatalogProfile: () => codedMessage("activity.catalog_profile", {}),
  DeleteAccountData: () => codedMessage("activity.account_emptied", {}),
  "set ForeignOrderId": () => codedMessage("activity.order_number", {}),
  "set PaidAmount": () => codedMessage("activity.payment", {}),
  "set PaidDate": () => codedMessage("activity.payment", {}),
  "set TrackingNumbers": () => codedMessage("activity.tracking", {}),
  "set CarrierUsed": () => codedMessage("activity.carrier", {}),
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
 * A write of the activity log in the merchant's words (issue 32): what it carried and what became
 * of it ("Stock 4 and price 26,90 € sent to eBay."). Null for an import step or an operation the
 * plugin has no words for: those are shown by their own names.
 */
export function activityWords(event: { action: string; subject: string | null; outcome: string }, currency: string): CodedMessage | null {
  const { action, subject } = event
  let what: CodedMessage | null = null
  if (action === "ReviseInventoryStatus") what = revised(subject, currency)
  else if (WHAT[action]) what = WHAT[action]()
  else if (action === "set ShippingStatus")
    what = codedMessage(subject?.startsWith("SalesOrderItems") ? "activity.item_shipping" : "activity.order_shipping", {})
  else if (action.startsWith("set ") && subject?.startsWith("Products"))
    what = codedMessage("activity.property", { property: action.slice(4) })
  if (!what) return null
  const wrap = event.outcome === "ok" ? "activity.sent" : event.outcome === "refused" ? "activity.refused" : "activity.failed"
  return codedMessage(wrap, { what })
}
