import type { CatalogEntry } from "../types"
import { ACTIVITY } from "./activity"
import { ALERTS } from "./alerts"
import { FIELD_ERRORS } from "./fields"
import { ORDER_REASONS } from "./orders"
import { PRODUCT_PROBLEMS } from "./product-problems"
import { ACCOUNT_REFUSALS } from "./account-refusals"
import { REFUSALS } from "./refusals"
import { LISTING_REFUSALS } from "./listing-refusals"
import { CONNECTION } from "./connection"
import { FAILURES } from "./failures"
import { LISTING_PROBLEMS } from "./listing-problems"
import { SERVICE_CHECK } from "./service-check"

export { FIELD_NAMES, type FieldName } from "./field-names"
export { PROPERTY_NAMES } from "./property-names"
export { SETTING_NAMES, type SettingName } from "./setting-names"

/**
 * Every code the server stores for a merchant to read, with its English and German texts. One
 * catalog for the server (the English `message` of the API and logs) and the admin (the
 * reader's language). __tests__/catalog.unit.spec.ts fails on a code without both languages or
 * a text naming a parameter its code does not carry.
 */
export const CATALOG = {
  ...PRODUCT_PROBLEMS,
  ...ORDER_REASONS,
  ...ALERTS,
  ...ACTIVITY,
  ...FIELD_ERRORS,
  ...REFUSALS,
  ...LISTING_REFUSALS,
  ...ACCOUNT_REFUSALS,
  ...CONNECTION,
  ...FAILURES,
  ...LISTING_PROBLEMS,
  ...SERVICE_CHECK,
} as const satisfies Record<string, CatalogEntry>

export type MessageCode = keyof typeof CATALOG

/** The parameters a code carries, by name. */
export type ParamsOf<C extends MessageCode> = Record<(typeof CATALOG)[C]["params"][number], import("../types").ParamValue>
