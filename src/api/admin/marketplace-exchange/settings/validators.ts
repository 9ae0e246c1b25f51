import { z } from "@medusajs/framework/zod"
import {
  ACTIVITY_RETENTION_DAYS,
  ALERT_LANGUAGES,
  IMPORT_ALERT_MINUTES,
  LISTING_CHECK_HOURS,
  LISTING_CHECKS_PER_MINUTE,
  ORDER_POLL_SECONDS,
  MAX_REQUESTS_IN_FLIGHT,
  PRICE_ENDINGS,
  PRICE_RULE_PERCENT,
  STRIKE_PRICE_SOURCES,
  TITLE_OVERFLOWS,
  SPECIFIC_ATTRIBUTES,
  WIRE_FORMATS,
} from "../../../../modules/marketplace-exchange/types"
import { codedIssue } from "../../../../messages/refusal"
import type { SettingName } from "../../../../messages"
import { carrierMapProblem, normalCarrierMap } from "../../../../workflows/order-write-back/utils/carriers"
import { codedMessage } from "../../../../messages"
import { GpsrByBrandBody } from "../gpsr-body"
import { PRICE_RULE_FIXED_MAX, readFixed, readPercent } from "../../../../workflows/product-sync/utils/price-rule"

const httpUrl = (field: SettingName) =>
  z
    .string({ error: `${field} must be a string holding an http(s) URL` })
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), codedIssue("refusal.setting.url", { setting: field }))

const nonEmpty = (field: SettingName) =>
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

const PRICE_RULE_WORDS = codedIssue("refusal.setting.price_rule", {
  min: PRICE_RULE_PERCENT.min,
  max: PRICE_RULE_PERCENT.max,
  fixed_max: PRICE_RULE_FIXED_MAX,
})

/** Marketplace price = store price × (1 + percent/100) + fixed, rounded up to the ending; checked as one. */
const priceRule = z
  .unknown()
  .superRefine((rule, ctx) => {
    const r = rule as { percent?: unknown; fixed?: unknown; ending?: unknown } | null
    const keys = r && typeof r === "object" && !Array.isArray(r) ? Object.keys(r) : null
    const percent = typeof r?.percent === "number" ? readPercent(r.percent) : undefined
    const fixed = typeof r?.fixed === "string" || typeof r?.fixed === "number" ? readFixed(r.fixed) : undefined
    const ending = PRICE_ENDINGS.find((e) => e === r?.ending)
    const known = keys?.every((key) => ["percent", "fixed", "ending"].includes(key))
    if (!known || percent === undefined || fixed === undefined || !ending) ctx.addIssue({ code: "custom", ...PRICE_RULE_WORDS })
  })
  .transform((rule) => {
    const r = rule as { percent: number; fixed: string | number; ending: (typeof PRICE_ENDINGS)[number] }
    return { percent: readPercent(r.percent)!, fixed: readFixed(r.fixed)!, ending: r.ending }
  })

/**
 * Body of POST /admin/marketplace-exchange/settings. Every field is optional: what is left
 * out stays as stored; null clears it. Unknown fields are refused by Medusa's validator.
 */
export const PostConnectionSettings = z.object({
  base_url: httpUrl("base_url").nullish(),
  auth_url: httpUrl("auth_url").nullish(),
  user_name: nonEmpty("user_name").nullish(),
  password: nonEmpty("password").nullish(),
  subscription_token: nonEmpty("subscription_token").nullish(),
  format: z.enum(WIRE_FORMATS, { error: `format must be one of: ${WIRE_FORMATS.join(", ")}` }).optional(),
  sales_channel_id: nonEmpty("sales_channel_id").nullish(),
  region_id: nonEmpty("region_id").nullish(),
  stock_buffer: wholeNumber("stock_buffer", "units", { min: 0, max: 999 }).optional(),
  max_requests_in_flight: wholeNumber("max_requests_in_flight", "requests", MAX_REQUESTS_IN_FLIGHT).optional(),
  shipping_option_id: nonEmpty("shipping_option_id").nullish(),
  order_poll_seconds: wholeNumber("order_poll_seconds", "seconds", ORDER_POLL_SECONDS).optional(),
  import_paid_only: z.boolean({ error: "import_paid_only must be true or false" }).optional(),
  activity_retention_days: wholeNumber("activity_retention_days", "days", ACTIVITY_RETENTION_DAYS).optional(),
  import_alert_minutes: wholeNumber("import_alert_minutes", "minutes", IMPORT_ALERT_MINUTES).optional(),
  listing_check_hours: wholeNumber("listing_check_hours", "hours", LISTING_CHECK_HOURS).optional(),
  listing_checks_per_minute: wholeNumber("listing_checks_per_minute", "checks", LISTING_CHECKS_PER_MINUTE).optional(),
  push_catalog: z.boolean({ error: "push_catalog must be true or false" }).optional(),
  push_stock_price: z.boolean({ error: "push_stock_price must be true or false" }).optional(),
  import_orders: z.boolean({ error: "import_orders must be true or false" }).optional(),
  /** Orders placed before it are left to the old system; null clears it. */
  import_orders_since: z
    .string({ error: "import_orders_since must be a date, such as 2026-11-01, or null" })
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)),
      codedIssue("refusal.setting.date", { setting: "import_orders_since" })
    )
    .transform((text) => new Date(text).toISOString())
    .nullish(),
  /** The language of the bell's alerts; null: English. */
  alert_language: z.enum(ALERT_LANGUAGES, { error: `alert_language must be one of ${ALERT_LANGUAGES.join(", ")}, or null` }).nullish(),
  /** Shipping option and fulfillment provider ids -> the marketplace's carrier (A37); replaced whole. */
  // Checked by hand, not with z.record: Medusa would word the type error itself and lose the hint.
  carrier_map: z
    .unknown()
    .superRefine((map, ctx) => {
      const problem = carrierMapProblem(map)
      // A carrier's name is what the merchant typed (coded words); the map's shape is the API caller's.
      if (problem)
        ctx.addIssue({
          code: "custom",
          message: problem.message,
          ...(problem.carrierOf ? { params: { words: codedMessage("refusal.setting.carrier_name", { id: problem.carrierOf }) } } : {}),
        })
    })
    .transform((map) => normalCarrierMap(map as Parameters<typeof normalCarrierMap>[0]))
    .optional(),
  strike_price_source: z
    .enum(STRIKE_PRICE_SOURCES, { error: `strike_price_source must be one of: ${STRIKE_PRICE_SOURCES.join(", ")}` })
    .optional(),
  rrp_price_list_id: nonEmpty("rrp_price_list_id").nullish(),
  /** A store title over 80 characters is held back (`hold`) or cut at a word (`shorten`). */
  title_overflow: z.enum(TITLE_OVERFLOWS, { error: `title_overflow must be one of: ${TITLE_OVERFLOWS.join(", ")}` }).optional(),
  price_rule: priceRule.optional(),
  /** Medusa attribute -> item specific name, replaced whole; an attribute left out goes under its German default. */
  specific_names: z
    .partialRecord(
      z.enum(SPECIFIC_ATTRIBUTES, { error: `specific_names takes only ${SPECIFIC_ATTRIBUTES.join(", ")}` }),
      z
        .string({ error: "an item specific name must be text" })
        .trim()
        .refine((name) => name.length >= 1 && name.length <= 65, codedIssue("refusal.setting.specific_name", { max: 65 }))
    )
    .optional(),
  /** Brand -> its GPSR data, replaced whole; a product's own data goes over its brand's. */
  gpsr_by_brand: GpsrByBrandBody.optional(),
})

export type PostConnectionSettingsType = z.infer<typeof PostConnectionSettings>
