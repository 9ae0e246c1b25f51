import type { EntityValues } from "../protocol/edm"
import { MONETARY_PAYMENT_STATUS_PAID, PRODUCT_TYPE, SHIPPING_STATUS } from "../protocol/schema"
import { notFound, odataError } from "./http/errors"
import { MarketplaceListings } from "./listings"

export interface PurchaseItem {
  productId: string
  productVariationId?: string
  quantity: number
}

export interface PurchaseInput {
  items: PurchaseItem[]
  paid?: boolean
  buyer?: Partial<Record<"BuyerName" | "Email", string>>
  address?: Record<string, string>
  shippingAddress?: Record<string, string>
  shippingCost?: string
  currency?: string
}

const cents = (decimal: unknown) => Math.round(Number(decimal) * 100)
const decimal = (value: number) => (value / 100).toFixed(2)
const two = (n: number) => String(n).padStart(2, "0")

/** `dd.MM.yyyy HH:mm:ss` in UTC, the history's date form (spec 4.3). */
export function historyTimestamp(date: Date): string {
  return (
    `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  )
}

const DEFAULT_ADDRESS = {
  Salutation: "Frau",
  Name: "Erika",
  Surname: "Mustermann",
  Company: "-",
  Street: "Heidestraße 17",
  PostalCode: "51147",
  Town: "Köln",
  Country: "DE",
  Phone: "+49 221 1234567",
}

/**
 * The simulated marketplace behind the service: listings that follow stock (spec 1 rules 8
 * and 9, in `listings.ts`), buyers' purchases, and the paid and shipped states the service
 * transmits (rules 10 and 11), each leaving a history line and moving MarketplaceModificationDate.
 */
export class Marketplace extends MarketplaceListings {
  /** A buyer's purchase: order, items, buyer and address, stock taken from the listing. */
  purchase(input: PurchaseInput): string {
    if (!input.items?.length) throw odataError(400, "BadRequest", "A purchase needs at least one item.")
    const lines = input.items.map((item) => this.priceLine(item))
    const now = this.clock.now()
    const shipping = cents(input.shippingCost ?? "4.90")
    const [buyerId] = this.store.insert("Buyers", {
      BuyerName: input.buyer?.BuyerName ?? `buyer_${this.state.nextId + 1}`,
      Email: input.buyer?.Email ?? `buyer${this.state.nextId + 1}@example.com`,
    })
    const buyer = this.store.require("Buyers", buyerId)
    const [addressId] = this.store.insert("Addresses", { ...DEFAULT_ADDRESS, Email: buyer.Email, ...input.address })
    const shippingAddressId = input.shippingAddress ? this.store.insert("Addresses", { ...input.shippingAddress })[0] : null
    const [orderId] = this.store.insert("SalesOrders", {
      ForeignOrderId: null,
      PlatformOrderId: [
        10 + (this.state.nextId % 90),
        String(this.state.nextId).padStart(5, "0"),
        String(now.getTime() % 100000).padStart(5, "0"),
      ].join("-"),
      CheckoutCompletionDate: now,
      TotalPrice: decimal(lines.reduce((sum, l) => sum + l.unitCents * l.item.quantity, 0) + shipping),
      ShippingServiceCost: decimal(shipping),
      CurrencyCode: input.currency ?? "EUR",
      MonetaryPaymentStatus: input.paid ? MONETARY_PAYMENT_STATUS_PAID : 0,
      PaymentTransactionId: input.paid ? `PAY-${this.state.nextId}` : null,
      PaidAmount: null,
      PaidDate: null,
      ShippingStatus: SHIPPING_STATUS.notShipped,
      MarketplaceModificationDate: now,
    })
    this.state.orderRelations[orderId] = { buyerId, addressId, shippingAddressId }
    for (const line of lines) this.sell(orderId, line)
    return orderId
  }

  private priceLine(item: PurchaseItem) {
    const product = this.store.get("Products", item.productId)
    if (!product) throw notFound(`Products(${item.productId}L)`)
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw odataError(400, "BadRequest", `quantity must be a whole number of at least 1, not ${item.quantity}.`)
    }
    let variation: EntityValues | undefined
    let stranded = false
    if (product.ProductType === PRODUCT_TYPE.variationSet) {
      if (!item.productVariationId)
        throw odataError(400, "BadRequest", `Products(${item.productId}L) is a variation set: name the productVariationId bought.`)
      variation = this.store.get("ProductVariations", item.productVariationId)
      // A49: a variation deleted with stock that the listing still sells is bought as it was.
      const kept = this.state.listings[item.productId]?.strandedVariations?.[item.productVariationId]
      if (!variation && kept) {
        variation = { Id: item.productVariationId, ProductId: item.productId, Sku: kept.sku, Price: kept.price, StockAmount: kept.quantity }
        stranded = true
      }
      if (!variation || String(variation.ProductId) !== item.productId)
        throw notFound(`ProductVariations(${item.productVariationId}L) of Products(${item.productId}L)`)
    }
    const stock = Number((variation ?? product).StockAmount ?? 0)
    if (!this.isListed(item.productId) || stock < item.quantity) {
      throw odataError(
        409,
        "NotEnoughStock",
        `The listing of Products(${item.productId}L) has ${stock} available; ${item.quantity} wanted.`
      )
    }
    const price = (variation ?? product).Price
    if (!price) throw odataError(409, "NoPrice", `Products(${item.productId}L) has no price to sell at.`)
    return { item, product, variation, stranded, unitCents: cents(price) }
  }

  private sell(orderId: string, line: ReturnType<Marketplace["priceLine"]>): void {
    const { item, product, variation } = line
    const title = variation
      ? `${product.Title} ${this.store
          .list("ProductVariationSpecifics", "ProductVariationId", String(variation.Id))
          .map(([, s]) => s.Value)
          .join(" ")}`.trim()
      : product.Title
    this.store.insert("SalesOrderItems", {
      SalesOrderId: orderId,
      ProductId: item.productId,
      ProductVariationId: variation ? String(variation.Id) : null,
      Sku: variation ? variation.Sku : null,
      ForeignId: product.ForeignId ?? null,
      ProductVariationSku: variation ? variation.Sku : null,
      ProductVariationForeignId: variation ? (variation.ForeignId ?? null) : null,
      Title: title,
      Name: title,
      Amount: item.quantity,
      Price: decimal(line.unitCents),
      ShippingStatus: SHIPPING_STATUS.notShipped,
      TrackingNumbers: null,
      CarrierUsed: null,
    })
    const sold = variation ?? product
    const strandedVariations = this.state.listings[item.productId]?.strandedVariations
    if (line.stranded && strandedVariations) {
      const kept = strandedVariations[String(sold.Id)]
      kept.quantity -= item.quantity
      if (!kept.quantity) delete strandedVariations[String(sold.Id)]
    } else {
      const soldSet = variation ? "ProductVariations" : "Products"
      this.store.update(soldSet, String(sold.Id), { StockAmount: Number(sold.StockAmount) - item.quantity })
    }
    this.state.sold[String(sold.Id)] = (this.state.sold[String(sold.Id)] ?? 0) + item.quantity
    this.syncListing(item.productId)
  }

  /** The buyer pays on the marketplace after the purchase: the order changes there (A11). */
  buyerPays(orderId: string): void {
    const order = this.store.require("SalesOrders", orderId)
    if (order.MonetaryPaymentStatus === MONETARY_PAYMENT_STATUS_PAID) return
    this.store.update("SalesOrders", orderId, {
      MonetaryPaymentStatus: MONETARY_PAYMENT_STATUS_PAID,
      PaymentTransactionId: `PAY-${orderId}`,
    })
    this.touch(orderId)
  }

  /** Spec 1 rule 10 (A36): a PaidAmount of any value marks the order paid on the marketplace, once. */
  transmitPaid(orderId: string): void {
    const order = this.store.require("SalesOrders", orderId)
    if (!order.PaidAmount || this.hasLine(orderId, /Aktion MarkedAsPaid:/)) return
    this.store.update("SalesOrders", orderId, { MonetaryPaymentStatus: MONETARY_PAYMENT_STATUS_PAID })
    for (const [itemId] of this.store.list("SalesOrderItems", "SalesOrderId", orderId))
      this.appendHistory(orderId, itemId, "MarkedAsPaid", 1)
    this.touch(orderId)
  }

  /**
   * Spec 1 rule 11: the marketplace takes no partial shipments. Its state changes only when
   * the whole order, or every item, carries a shipping status; single items stay in the service.
   */
  transmitShipping(orderId: string): void {
    const items = this.store.list("SalesOrderItems", "SalesOrderId", orderId)
    if (!items.length || items.some(([, i]) => !i.ShippingStatus)) return
    const status = Math.min(...items.map(([, i]) => Number(i.ShippingStatus)))
    let changed = false
    for (const [itemId, item] of items) {
      if (this.lastShipping(orderId, itemId) === item.ShippingStatus) continue
      this.appendHistory(orderId, itemId, "Versandstatus", Number(item.ShippingStatus))
      changed = true
    }
    if (changed) {
      this.store.update("SalesOrders", orderId, { ShippingStatus: status })
      this.touch(orderId)
    }
  }

  private lastShipping(orderId: string, itemId: string): number | undefined {
    const lines = (this.state.history[orderId] ?? []).filter((l) => l.includes(`ItemId ${itemId} - Aktion Versandstatus:`))
    return lines.length ? Number(lines[lines.length - 1].split(":").pop()) : undefined
  }

  private hasLine(orderId: string, pattern: RegExp): boolean {
    return (this.state.history[orderId] ?? []).some((line) => pattern.test(line))
  }

  private appendHistory(orderId: string, itemId: string, action: string, value: number): void {
    const line = `${historyTimestamp(this.clock.now())} - ItemId ${itemId} - Aktion ${action}:${value}`
    ;(this.state.history[orderId] ??= []).push(line)
  }

  private touch(orderId: string): void {
    this.store.update("SalesOrders", orderId, { MarketplaceModificationDate: this.clock.now() })
  }

  history(orderId: string, unknownAction?: string): string {
    this.store.require("SalesOrders", orderId)
    const lines = this.state.history[orderId] ?? []
    // A55 (fault `unknownHistoryAction`): a line per item with an action the spec does not show, answered, never stored.
    const unknown = unknownAction
      ? this.store
          .list("SalesOrderItems", "SalesOrderId", orderId)
          .map(([itemId]) => `${historyTimestamp(this.clock.now())} - ItemId ${itemId} - Aktion ${unknownAction}:1`)
      : []
    return [...lines, ...unknown].join("\r\n")
  }
}
