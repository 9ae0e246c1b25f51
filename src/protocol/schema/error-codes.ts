/**
 * Error and warning codes of the service (A18, A19). Codes seen in public material are marked
 * `seen`; the few the project had to decide are marked `assumed`. The client classifies by
 * status first and keeps the code for display; the sandbox answers with these codes.
 */
export interface ServiceCodeDef {
  code: number
  severity: "error" | "warning"
  status: number
  origin: "seen" | "assumed"
  text: string
}

function def(
  code: number,
  severity: ServiceCodeDef["severity"],
  status: number,
  origin: ServiceCodeDef["origin"],
  text: string
): ServiceCodeDef {
  return { code, severity, status, origin, text }
}

export const SERVICE_CODES = {
  badCredentials: def(1000, "error", 401, "seen", "User name or password is wrong."),
  badSubscriptionToken: def(1001, "error", 401, "seen", "The SubscriptionToken is missing or not valid."),
  vendorMissing: def(1002, "error", 401, "seen", "The Vendor header (the shop system and its version) is missing."),
  versionMissing: def(1003, "error", 401, "seen", "The Version header (the connector's version) is missing."),
  sessionExpired: def(1004, "error", 401, "assumed", "The session cookie is missing or has expired; log in again."),
  catalogForeignIdEmpty: def(3000, "error", 400, "seen", "Catalog ForeignId must not be empty."),
  catalogNameLength: def(3001, "error", 400, "assumed", "Catalog Name must be 3 to 30 characters long."),
  catalogParentUnknown: def(3002, "error", 400, "assumed", "The parent catalog does not exist, or is the catalog itself or one below it."),
  // A33: the sandbox's answer; the plugin depends on no code here (it reads the catalog back by ForeignId).
  catalogForeignIdTaken: def(3003, "error", 400, "assumed", "Another catalog already has this ForeignId."),
  titleEmpty: def(4000, "error", 400, "seen", "Title must not be empty."),
  titleTooLong: def(4001, "error", 400, "seen", "Title must not be longer than 80 characters."),
  titleTooShort: def(4002, "error", 400, "seen", "Title must be at least 3 characters long."),
  descriptionRequired: def(4003, "error", 400, "assumed", "Description is required when none of Ean, Upc, Isbn has a value."),
  stockAmountInvalid: def(4004, "error", 400, "seen", "StockAmount must be a whole number from 0 to 999."),
  priceInvalid: def(4005, "error", 400, "seen", "Price must be a positive decimal with a dot separator."),
  eanInvalid: def(4006, "warning", 201, "seen", "Ean is not a valid GTIN."),
  upcInvalid: def(4007, "warning", 201, "seen", "Upc is not a valid GTIN."),
  isbnInvalid: def(4008, "warning", 201, "seen", "Isbn is not a valid GTIN."),
  conditionInvalid: def(4009, "error", 400, "assumed", "ConditionId must be 'neu' or 'gebraucht'."),
  bestOfferOrder: def(4010, "error", 400, "assumed", "BestOfferMinimumPrice < BestOfferAutoAcceptPrice < Price must hold."),
  unitTypeInvalid: def(4011, "error", 400, "seen", "UnitType is not valid."),
  productTypeInvalid: def(4012, "error", 400, "assumed", "ProductType must be 0, 1 or 2."),
  // A35: eBay.de requires these since 2015-06-29 (spec 2.1); the service lists without them.
  unitTypeUnmapped: def(4027, "error", 400, "seen", "UnitType cannot be mapped to a unit of the marketplace."),
  readOnlyProperty: def(4090, "error", 400, "assumed", "The property is read-only."),
  requiredProperty: def(4091, "error", 400, "assumed", "A required property is missing."),
  referenceUnknown: def(4092, "error", 400, "assumed", "The entity this one refers to does not exist."),
  imageUrlInvalid: def(5002, "error", 400, "assumed", "ImageUrl must be an absolute http(s) URL."),
  imageTypeInvalid: def(5003, "error", 400, "assumed", "Image Type must be 1 to 12."),
  tooManyImages: def(5004, "error", 400, "seen", "Too many images: at most 10 further images (Type 3 to 12)."),
  imageSlotTaken: def(5005, "error", 400, "assumed", "The product or characteristic value already has an image in this slot."),
  imageNotConsecutive: def(5006, "error", 400, "assumed", "Further images are numbered consecutively from Type 3."),
  specificsOnSingleOnly: def(6007, "error", 400, "assumed", "Only a single product (ProductType 0) can have ProductSpecifics."),
  tooManySpecifics: def(6006, "warning", 201, "seen", "More than 15 specifics; the extra ones were cut."),
  optionalAttributeInvalid: def(
    6100,
    "error",
    400,
    "assumed",
    "OptionalProductAttributes Name must be 1 to 50, Value 1 to 1000 characters (A45)."
  ),
  gpsrNameUnknown: def(6101, "error", 400, "assumed", "A GPSR attribute name (Gpsr.…) that is not in the vocabulary (A45)."),
  gpsrValueInvalid: def(
    6102,
    "error",
    400,
    "assumed",
    "A GPSR value that is not an e-mail, http(s) address or country code where one is asked (A45)."
  ),
  optionalAttributeDuplicate: def(6103, "error", 400, "assumed", "The product already has an optional attribute with this Name (A45)."),
  discountOfferTypeInvalid: def(7000, "error", 400, "assumed", "DiscountOffers Type must be 1 (UVP strike price)."),
  discountOfferExists: def(7001, "error", 400, "assumed", "The product or variation already has a DiscountOffer of this Type."),
  variationSetWithoutVariations: def(8000, "warning", 200, "seen", "A variation set without variations is treated as a single product."),
  variationSpecificInvalid: def(8100, "error", 400, "seen", "Variation specific Name and Value must be 1 to 65 characters."),
  variationImageCharacteristic: def(8101, "error", 400, "seen", "Variation images may be set for one characteristic only."),
  variationImageValue: def(8102, "error", 400, "seen", "Images for this characteristic value are already on another record."),
  variationSpecificDuplicate: def(8103, "error", 400, "seen", "The variation already has a specific with this Name."),
  notAVariationSet: def(8104, "error", 400, "seen", "Variations can only be added to a product of ProductType 1."),
  variationSkuTaken: def(8105, "error", 400, "seen", "Another variation of the product already has this Sku."),
  variationHasSales: def(8106, "error", 400, "assumed", "A variation that has sold cannot be deleted; set its stock to 0."),
  wholeEntityUpdate: def(2100, "error", 400, "assumed", "SalesOrders and SalesOrderItems accept single-property updates only."),
  foreignOrderIdTooLong: def(2101, "error", 400, "assumed", "ForeignOrderId must not be longer than 50 characters."),
  trackingNumbersInvalid: def(2102, "error", 400, "assumed", "TrackingNumbers: at most 8 numbers separated by ';', 255 characters in all."),
  shippingStatusInvalid: def(2103, "error", 400, "assumed", "ShippingStatus must be 0, 1 or 2."),
  partialDeliveryNotAllowed: def(
    2104,
    "warning",
    204,
    "seen",
    "Partial delivery is not allowed by the marketplace; the whole order was marked shipped."
  ),
  operationParameterInvalid: def(9000, "error", 400, "assumed", "A parameter of the service operation is missing or invalid."),
} as const satisfies Record<string, ServiceCodeDef>

export type ServiceCodeName = keyof typeof SERVICE_CODES
