import type { ServiceMessage } from "../protocol/codec"

/**
 * Typed shapes of the service's entities, with the service's property names. Ids are strings
 * (Int64), money is a decimal string, dates are Dates in UTC. Unknown properties a deployment
 * adds are kept on the objects as they came (liberal reading).
 */
export type Id = string
export type Money = string

export type WithWarnings<T> = T & { warnings: ServiceMessage[] }

/**
 * A30: the order properties whose type only we decided (A11, A13 to A15) that the service sent
 * in a form that does not convert to it: they read as null, and this names them with the value
 * as sent (JSON notation), so the import can say why it holds the order.
 */
export interface MayHoldUnreadable {
  unreadable?: Record<string, string>
}

export interface Product {
  Id: Id
  ForeignId: string | null
  CreationDate: Date | null
  Title: string
  Description: string | null
  Price: Money | null
  StockAmount: number
  Ean: string | null
  Upc: string | null
  Isbn: string | null
  ProductType: 0 | 1 | 2
  ModificationDate: Date | null
  MatchingStatus: number | null
  VatPercent: number | null
  IsWowDeal: boolean | null
  UnitQuantity: number | null
  UnitType: string | null
  DisableAutomatch: boolean | null
  ShortDescription: string | null
  ConditionId: "neu" | "gebraucht" | null
  BestOfferAutoAcceptPrice: Money | null
  BestOfferMinimumPrice: Money | null
  Mpn: string | null
  Brand: string | null
  UserId: Id | null
}

type ReadOnlyProductFields = "Id" | "CreationDate" | "ModificationDate" | "MatchingStatus" | "IsWowDeal" | "UserId"
export type ProductInput = Partial<Omit<Product, ReadOnlyProductFields>> & Pick<Product, "Title" | "StockAmount" | "ProductType">
export type ProductProperty = keyof Omit<Product, ReadOnlyProductFields>

export interface ProductImage {
  Id: Id
  ProductId: Id
  ImageUrl: string
  /** 1 list image, 2 offer image, 3..12 further images (spec 2.2). */
  Type: number
}
export type ProductImageInput = Omit<ProductImage, "Id">

export interface ProductVariation {
  Id: Id
  ProductId: Id
  Price: Money
  StockAmount: number
  Sku: string
  ForeignId: string | null
}
export type ProductVariationInput = Omit<ProductVariation, "Id" | "ForeignId"> & { ForeignId?: string | null }
export type ProductVariationProperty = "Price" | "StockAmount" | "Sku" | "ForeignId"

export interface ProductVariationSpecific {
  Id: Id
  ProductVariationId: Id
  Name: string
  Value: string
}
export type ProductVariationSpecificInput = Omit<ProductVariationSpecific, "Id">

export interface ProductSpecific {
  Id: Id
  ProductId: Id
  Name: string
  Value: string
}
export type ProductSpecificInput = Omit<ProductSpecific, "Id">

/** A45: a product's optional attribute (the GPSR data, protocol/schema/gpsr.ts). */
export interface OptionalProductAttribute {
  Id: Id
  ProductId: Id
  Name: string
  Value: string
}
export type OptionalProductAttributeInput = Omit<OptionalProductAttribute, "Id">

export interface ProductVariationImage {
  Id: Id
  ProductVariationSpecificId: Id
  ImageUrl: string
  ImagePosition: number
}
export type ProductVariationImageInput = Omit<ProductVariationImage, "Id">

export interface DiscountOffer {
  Id: Id
  ProductId: Id
  Price: Money
  /** 1 = UVP strike price (spec 2.5). */
  Type: number
  ModifiedDate: Date | null
  ProductVariationId: Id | null
}
export type DiscountOfferInput = { ProductId: Id; Price: Money; Type: number; ProductVariationId?: Id | null }

export interface Catalog {
  Id: Id
  ForeignId: string
  Name: string
  IsRootLevel: boolean | null
  ParentId: Id | null
}
export type CatalogInput = { ForeignId: string; Name: string; ParentId?: Id | null; IsRootLevel?: boolean }

export interface SalesOrderItem extends MayHoldUnreadable {
  Id: Id
  SalesOrderId: Id | null
  ProductId: Id | null
  ProductVariationId: Id | null
  Sku: string | null
  ForeignId: string | null
  ProductVariationSku: string | null
  ProductVariationForeignId: string | null
  Title: string | null
  /** The title again (A57): the vendor's connector reads this one; read where Title is missing. */
  Name?: string | null
  Amount: number | null
  Price: Money | null
  ShippingStatus: number | null
  TrackingNumbers: string | null
  CarrierUsed: string | null
}

export interface Buyer extends MayHoldUnreadable {
  Id: Id
  BuyerName: string | null
  Email: string | null
}

export interface Address extends MayHoldUnreadable {
  Id: Id
  Salutation: string | null
  Name: string | null
  Surname: string | null
  Company: string | null
  Street: string | null
  PostalCode: string | null
  Town: string | null
  Country: string | null
  Phone: string | null
  Email: string | null
}

export interface SalesOrder extends MayHoldUnreadable {
  Id: Id
  ForeignOrderId: string | null
  PlatformOrderId: string | null
  CheckoutCompletionDate: Date | null
  TotalPrice: Money | null
  ShippingServiceCost: Money | null
  CurrencyCode: string | null
  MonetaryPaymentStatus: number | null
  PaymentTransactionId: string | null
  PaidAmount: Money | null
  PaidDate: Date | null
  ShippingStatus: number | null
  MarketplaceModificationDate: Date | null
  /** Present when expanded (spec 4.2 rule 3). */
  SalesOrderItems?: SalesOrderItem[]
  Buyer?: Buyer | null
  Address?: Address | null
  ShippingAddress?: Address | null
}

export type SalesOrderExpand = "SalesOrderItems" | "Buyer" | "Address" | "ShippingAddress"
export type SalesOrderProperty = "ForeignOrderId" | "PaidAmount" | "PaidDate" | "ShippingStatus"
export type SalesOrderItemProperty = "ShippingStatus" | "TrackingNumbers" | "CarrierUsed"
