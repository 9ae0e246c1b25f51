import { z } from "@medusajs/framework/zod"
import { ACCOUNT_IDENTITY_BODY, SYNC_SETTINGS_BODY } from "../../../../modules/marketplace-exchange"
import { PRICE_ENDINGS, PRICE_RULE_PERCENT, WIRE_FORMATS } from "../../../../modules/marketplace-exchange/types"
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

const PRICE_RULE_WORDS = codedIssue("refusal.setting.price_rule", {
  min: PRICE_RULE_PERCENT.min,
  max: PRICE_RULE_PERCENT.max,
  fixed_max: PRICE_RULE_FIXED_MAX,
})

/** Marketplace price = store price × (1 + percent/100) + fixed, rounded up to the ending; checked as one, the amount as typed. */
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

/** Shipping option and fulfillment provider ids -> the marketplace's carrier (A37); replaced whole. */
// Checked by hand, not with z.record: Medusa would word the type error itself and lose the hint.
const carrierMap = z
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

/**
 * Body of POST /admin/marketplace-exchange/settings (the first account) and of POST
 * …/accounts/:id: the account's name and site, its connection and its sync settings. Every field
 * is optional: what is left out stays as stored; null clears it. The sync settings come from their one schema
 * (modules/marketplace-exchange/lib/settings-schema.ts); the price rule, the carrier map and the
 * GPSR data are checked here with the flows' own readers, which the module does not import.
 * Unknown fields are refused by Medusa's validator.
 */
export const PostConnectionSettings = SYNC_SETTINGS_BODY.extend({
  ...ACCOUNT_IDENTITY_BODY.shape,
  base_url: httpUrl("base_url").nullish(),
  auth_url: httpUrl("auth_url").nullish(),
  user_name: nonEmpty("user_name").nullish(),
  password: nonEmpty("password").nullish(),
  subscription_token: nonEmpty("subscription_token").nullish(),
  format: z.enum(WIRE_FORMATS, { error: `format must be one of: ${WIRE_FORMATS.join(", ")}` }).optional(),
  carrier_map: carrierMap.optional(),
  price_rule: priceRule.optional(),
  /** Brand -> its GPSR data, replaced whole; a product's own data goes over its brand's. */
  gpsr_by_brand: GpsrByBrandBody.optional(),
})

export type PostConnectionSettingsType = z.infer<typeof PostConnectionSettings>
