import { z } from "@medusajs/framework/zod"
import type { SettingName } from "../../../messages"
import { codedIssue } from "../../../messages/refusal"
import * as rules from "./sync-settings"

/*
 * The merchant's sync settings, defined once: the names are the settings row's columns and the
 * API's fields (snake_case), the types come from here (z.infer), the admin API validates a save
 * with it and the module reads the row through it. A new setting is a line here, its column (the
 * model and a migration) and its place in the admin's form.
 */

const choice = (field: SettingName) =>
  z
    .string({ error: `${field} must be a string` })
    // refine, not min(): Medusa words too_small issues itself.
    .refine((value) => value.length > 0, codedIssue("refusal.setting.empty", { setting: field }))

/** A whole number within a setting's bounds; the type error is the API caller's (the admin sends numbers). */
const wholeNumber = (field: SettingName, unit: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${field} must be a whole number of ${unit}` })
    .refine(
      (n) => Number.isInteger(n) && n >= bounds.min && n <= bounds.max,
      codedIssue("refusal.setting.range", { setting: field, min: bounds.min, max: bounds.max })
    )

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` })

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T, orNull = false) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(", ")}${orNull ? ", or null" : ""}` })

/** A date (2026-11-01) or a time with its offset, kept as ISO; the settings row keeps a timestamp. */
const isoDate = (field: SettingName) =>
  z
    .string({ error: `${field} must be a date, such as 2026-11-01, or null` })
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)),
      codedIssue("refusal.setting.date", { setting: field })
    )
    .transform((text) => new Date(text).toISOString())

/** Shipping option and fulfillment provider ids -> the marketplace's carrier (A37); the admin API checks names and ids too. */
const carrierMap = z.object({
  shipping_options: z.record(z.string(), z.string()).default({}),
  fulfillment_providers: z.record(z.string(), z.string()).default({}),
})

/** Marketplace price = store price × (1 + percent/100) + fixed, rounded up to the ending; the admin API checks the bounds. */
const priceRule = z.object({ percent: z.number(), fixed: z.string(), ending: z.enum(rules.PRICE_ENDINGS) })

/** Medusa attribute -> item specific name; an attribute left out goes under its German default. */
const specificNames = z.partialRecord(
  z.enum(rules.SPECIFIC_ATTRIBUTES, { error: `specific_names takes only ${rules.SPECIFIC_ATTRIBUTES.join(", ")}` }),
  z
    .string({ error: "an item specific name must be text" })
    .trim()
    .refine((name) => name.length >= 1 && name.length <= 65, codedIssue("refusal.setting.specific_name", { max: 65 }))
)

/** Every sync setting with its default (what applies until the merchant saves another value). */
export const SYNC_SETTINGS_SCHEMA = z.object({
  /** The sales channel whose published products are listed on the marketplace, and where its orders go. */
  sales_channel_id: choice("sales_channel_id").nullable().default(null),
  /** The region whose prices (and currency) the marketplace gets. */
  region_id: choice("region_id").nullable().default(null),
  /** Units held back from the marketplace per variant, against overselling. */
  stock_buffer: wholeNumber("stock_buffer", "units", rules.STOCK_BUFFER).default(rules.STOCK_BUFFER.default),
  /** The most units offered per variant, whatever the stock (0: no cap). */
  max_quantity: wholeNumber("max_quantity", "units", rules.MAX_QUANTITY).default(rules.MAX_QUANTITY.default),
  /** Requests in flight at the service per instance (rules.MAX_REQUESTS_IN_FLIGHT). */
  max_requests_in_flight: wholeNumber("max_requests_in_flight", "requests", rules.MAX_REQUESTS_IN_FLIGHT).default(
    rules.MAX_REQUESTS_IN_FLIGHT.default
  ),
  /** The shipping option marketplace orders are created with. */
  shipping_option_id: choice("shipping_option_id").nullable().default(null),
  /** Seconds between light polls for marketplace orders (rules.ORDER_POLL_SECONDS). */
  order_poll_seconds: wholeNumber("order_poll_seconds", "seconds", rules.ORDER_POLL_SECONDS).default(rules.ORDER_POLL_SECONDS.default),
  /** Unpaid marketplace orders are draft orders holding their stock until the marketplace reports the payment. */
  import_paid_only: flag("import_paid_only").default(false),
  /** Medusa's shipping options and fulfillment providers to the marketplace's carriers, replaced whole. */
  carrier_map: carrierMap.default({ shipping_options: {}, fulfillment_providers: {} }),
  /** Where strike prices come from (spec 2.5: Type 1 is the UVP). */
  strike_price_source: oneOf("strike_price_source", rules.STRIKE_PRICE_SOURCES).default("rrp_price_list"),
  /** The price list holding the recommended retail prices, for strike_price_source rrp_price_list. */
  rrp_price_list_id: choice("rrp_price_list_id").nullable().default(null),
  /** Days the activity log keeps its events. */
  activity_retention_days: wholeNumber("activity_retention_days", "days", rules.ACTIVITY_RETENTION_DAYS).default(
    rules.ACTIVITY_RETENTION_DAYS.default
  ),
  /** Minutes the order import may fail before the bell says so. */
  import_alert_minutes: wholeNumber("import_alert_minutes", "minutes", rules.IMPORT_ALERT_MINUTES).default(
    rules.IMPORT_ALERT_MINUTES.default
  ),
  /** Hours within which the sweep asks the service about every listed product. */
  listing_check_hours: wholeNumber("listing_check_hours", "hours", rules.LISTING_CHECK_HOURS).default(rules.LISTING_CHECK_HOURS.default),
  /** Listing checks per minute at most, across all instances. */
  listing_checks_per_minute: wholeNumber("listing_checks_per_minute", "checks", rules.LISTING_CHECKS_PER_MINUTE).default(
    rules.LISTING_CHECKS_PER_MINUTE.default
  ),
  /** Switches per direction, for a move in stages: creates and content; stock and price; the order import. */
  push_catalog: flag("push_catalog").default(true),
  push_stock_price: flag("push_stock_price").default(true),
  import_orders: flag("import_orders").default(true),
  /** Marketplace orders placed before this time (ISO) are left to the old system; null: every order. */
  import_orders_since: isoDate("import_orders_since").nullable().default(null),
  /** The language of the plugin's alerts in the bell; null: not chosen, English. */
  alert_language: oneOf("alert_language", rules.ALERT_LANGUAGES, true).nullable().default(null),
  /** A store title over eBay's 80 characters is held back (`hold`) or cut at a word (`shorten`). */
  title_overflow: oneOf("title_overflow", rules.TITLE_OVERFLOWS).default("hold"),
  /** The marketplace's prices from the store's (rules.NO_PRICE_RULE: the same). */
  price_rule: priceRule.default(rules.NO_PRICE_RULE),
  /** The names of Medusa's product attributes as item specifics at eBay, over the German defaults. */
  specific_names: specificNames.default({}),
  /** Brand -> its GPSR data, as the API takes it (workflows/product-sync/utils/gpsr.ts reads it). */
  gpsr_by_brand: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  /**
   * When the merchant confirmed on one listing that eBay shows the safety data (A53, ISO); null:
   * not confirmed, and each product sending such data carries a note saying so.
   */
  gpsr_display_confirmed_at: isoDate("gpsr_display_confirmed_at").nullable().default(null),
})

/** Where the marketplace's products, prices and stock come from in Medusa, and where its orders go. */
export type SyncSettings = z.output<typeof SYNC_SETTINGS_SCHEMA>
export type SyncSettingName = keyof SyncSettings

const FIELDS = SYNC_SETTINGS_SCHEMA.shape
const NAMES = Object.keys(FIELDS) as SyncSettingName[]

/**
 * The sync settings from the settings row: a column never saved (null) has its default. A stored
 * value this version no longer takes (a bound narrowed since) falls back to the default too,
 * rather than stopping every run that reads the settings.
 */
export function syncSettingsOf(stored: Partial<Record<string, unknown>> | undefined): SyncSettings {
  const settings: Record<string, unknown> = {}
  for (const name of NAMES) {
    const raw = stored?.[name]
    const read = FIELDS[name].safeParse(raw instanceof Date ? raw.toISOString() : (raw ?? undefined))
    settings[name] = read.success ? read.data : FIELDS[name].parse(undefined)
  }
  return settings as SyncSettings
}

/** The row's changes for the sync settings sent: left out stays as stored, null clears (the column's default applies). */
export function syncSettingsChanges(input: Partial<SyncSettings>): Partial<SyncSettings> {
  return Object.fromEntries(NAMES.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]))
}

/**
 * A save's body for the sync settings: every field may be left out (it stays as stored), and one
 * with no value of its own (a choice, a date, the alert language) is cleared with null.
 */
export const SYNC_SETTINGS_BODY = z.object(
  Object.fromEntries(NAMES.map((name) => [name, FIELDS[name].removeDefault().optional()])) as {
    [K in SyncSettingName]: z.ZodOptional<ReturnType<(typeof FIELDS)[K]["removeDefault"]>>
  }
)
