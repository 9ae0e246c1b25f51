import { z } from "@medusajs/framework/zod"
import {
  ACTIVITY_RETENTION_DAYS,
  ALERT_LANGUAGES,
  IMPORT_ALERT_MINUTES,
  LISTING_CHECK_HOURS,
  LISTING_CHECKS_PER_MINUTE,
  ORDER_POLL_SECONDS,
  MAX_REQUESTS_IN_FLIGHT,
  STRIKE_PRICE_SOURCES,
  WIRE_FORMATS,
} from "../../../../modules/marketplace-exchange/types"
import { carrierMapProblem, normalCarrierMap } from "../../../../workflows/order-write-back/utils/carriers"

const httpUrl = (field: string) =>
  z
    .string({ error: `${field} must be a string holding an http(s) URL` })
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
      message: `${field} must be an absolute http(s) URL such as https://api.example.com`,
    })

const nonEmpty = (field: string, hint: string) =>
  z
    .string({ error: `${field} must be a string` })
    // refine, not min(): Medusa words too_small issues itself and would drop the hint.
    .refine((value) => value.length > 0, { message: `${field} must not be empty; ${hint}` })

/**
 * Body of POST /admin/marketplace-exchange/settings. Every field is optional: what is left
 * out stays as stored; null clears it. Unknown fields are refused by Medusa's validator.
 */
export const PostConnectionSettings = z.object({
  base_url: httpUrl("base_url").nullish(),
  auth_url: httpUrl("auth_url").nullish(),
  user_name: nonEmpty("user_name", "send null to clear it").nullish(),
  password: nonEmpty("password", "leave it out to keep the stored one, or send null to clear it").nullish(),
  subscription_token: nonEmpty("subscription_token", "leave it out to keep the stored one, or send null to clear it").nullish(),
  format: z.enum(WIRE_FORMATS, { error: `format must be one of: ${WIRE_FORMATS.join(", ")}` }).optional(),
  sales_channel_id: nonEmpty("sales_channel_id", "send null to stop listing").nullish(),
  region_id: nonEmpty("region_id", "send null to clear it").nullish(),
  stock_buffer: z
    .number({ error: "stock_buffer must be a whole number of units" })
    .int({ message: "stock_buffer must be a whole number of units" })
    .refine((n) => n >= 0 && n <= 999, { message: "stock_buffer must be 0 to 999" })
    .optional(),
  max_requests_in_flight: z
    .number({ error: "max_requests_in_flight must be a whole number of requests" })
    .int({ message: "max_requests_in_flight must be a whole number of requests" })
    .refine((n) => n >= MAX_REQUESTS_IN_FLIGHT.min && n <= MAX_REQUESTS_IN_FLIGHT.max, {
      message: `max_requests_in_flight must be ${MAX_REQUESTS_IN_FLIGHT.min} to ${MAX_REQUESTS_IN_FLIGHT.max}`,
    })
    .optional(),
  shipping_option_id: nonEmpty("shipping_option_id", "send null to clear it").nullish(),
  order_poll_seconds: z
    .number({ error: "order_poll_seconds must be a whole number of seconds" })
    .int({ message: "order_poll_seconds must be a whole number of seconds" })
    .refine((n) => n >= ORDER_POLL_SECONDS.min && n <= ORDER_POLL_SECONDS.max, {
      message: `order_poll_seconds must be ${ORDER_POLL_SECONDS.min} to ${ORDER_POLL_SECONDS.max} (an hour)`,
    })
    .optional(),
  import_paid_only: z.boolean({ error: "import_paid_only must be true or false" }).optional(),
  activity_retention_days: z
    .number({ error: "activity_retention_days must be a whole number of days" })
    .int({ message: "activity_retention_days must be a whole number of days" })
    .refine((n) => n >= ACTIVITY_RETENTION_DAYS.min && n <= ACTIVITY_RETENTION_DAYS.max, {
      message: `activity_retention_days must be ${ACTIVITY_RETENTION_DAYS.min} to ${ACTIVITY_RETENTION_DAYS.max}`,
    })
    .optional(),
  import_alert_minutes: z
    .number({ error: "import_alert_minutes must be a whole number of minutes" })
    .int({ message: "import_alert_minutes must be a whole number of minutes" })
    .refine((n) => n >= IMPORT_ALERT_MINUTES.min && n <= IMPORT_ALERT_MINUTES.max, {
      message: `import_alert_minutes must be ${IMPORT_ALERT_MINUTES.min} to ${IMPORT_ALERT_MINUTES.max}`,
    })
    .optional(),
  listing_check_hours: z
    .number({ error: "listing_check_hours must be a whole number of hours" })
    .int({ message: "listing_check_hours must be a whole number of hours" })
    .refine((n) => n >= LISTING_CHECK_HOURS.min && n <= LISTING_CHECK_HOURS.max, {
      message: `listing_check_hours must be ${LISTING_CHECK_HOURS.min} to ${LISTING_CHECK_HOURS.max} (a week)`,
    })
    .optional(),
  listing_checks_per_minute: z
    .number({ error: "listing_checks_per_minute must be a whole number of checks" })
    .int({ message: "listing_checks_per_minute must be a whole number of checks" })
    .refine((n) => n >= LISTING_CHECKS_PER_MINUTE.min && n <= LISTING_CHECKS_PER_MINUTE.max, {
      message: `listing_checks_per_minute must be ${LISTING_CHECKS_PER_MINUTE.min} to ${LISTING_CHECKS_PER_MINUTE.max}`,
    })
    .optional(),
  push_catalog: z.boolean({ error: "push_catalog must be true or false" }).optional(),
  push_stock_price: z.boolean({ error: "push_stock_price must be true or false" }).optional(),
  import_orders: z.boolean({ error: "import_orders must be true or false" }).optional(),
  /** Orders placed before it are left to the old system; null clears it. */
  import_orders_since: z
    .string({ error: "import_orders_since must be a date, such as 2026-11-01, or null" })
    .refine((text) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text)), {
      message: "import_orders_since must be a date, such as 2026-11-01, or null",
    })
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
      if (problem) ctx.addIssue({ code: "custom", message: problem })
    })
    .transform((map) => normalCarrierMap(map as Parameters<typeof normalCarrierMap>[0]))
    .optional(),
  strike_price_source: z
    .enum(STRIKE_PRICE_SOURCES, { error: `strike_price_source must be one of: ${STRIKE_PRICE_SOURCES.join(", ")}` })
    .optional(),
  rrp_price_list_id: nonEmpty("rrp_price_list_id", "send null to clear it").nullish(),
})

export type PostConnectionSettingsType = z.infer<typeof PostConnectionSettings>
