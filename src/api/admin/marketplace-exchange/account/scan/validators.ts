import { z } from "@medusajs/framework/zod"
import { SCAN_OUTCOMES_LIST, SCAN_OVERRIDES } from "../../../../../modules/marketplace-exchange/types"
import { paging, statesFilter } from "../../list-query"
import { ACCOUNT_ID_PARAM } from "../../account-of-request"

const text = (name: string) =>
  z
    .string({ error: `${name} must be a text` })
    .trim()
    .min(1, { message: `${name} must not be empty` })
    .max(200, { message: `${name} is too long` })

/**
 * Body of POST /admin/marketplace-exchange/account/scan: optionally the merchant's mapping of
 * another system's ForeignIds to Medusa products, for products the scan cannot match by SKU or GTIN.
 */
export const PostAccountScan = z
  .strictObject(
    {
      mapping: z
        .array(z.strictObject({ foreign_id: text("mapping[].foreign_id"), product_id: text("mapping[].product_id") }), {
          error: "mapping must be a list of { foreign_id, product_id }",
        })
        .max(50_000, { message: "mapping may hold at most 50,000 lines" })
        .optional(),
    },
    { error: "The body may only hold mapping, a list of { foreign_id, product_id }" }
  )
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    for (const line of body.mapping ?? []) {
      if (seen.has(line.foreign_id)) ctx.addIssue({ code: "custom", message: `mapping names the foreign_id "${line.foreign_id}" twice` })
      seen.add(line.foreign_id)
    }
  })
export type PostAccountScanType = z.infer<typeof PostAccountScan>

/** Query of GET /admin/marketplace-exchange/account/scan: the plan's lines by outcome (any of them), paged. */
export const GetAccountScan = z.object({
  ...ACCOUNT_ID_PARAM,
  outcome: statesFilter("outcome", SCAN_OUTCOMES_LIST),
  ...paging,
})
export type GetAccountScanType = z.infer<typeof GetAccountScan>

/**
 * Body of POST /admin/marketplace-exchange/account/scan/apply: the scan (the latest by default),
 * whether the old connector is switched off (then the linked listings get our ForeignIds), and
 * the merchant's word on single lines: an account product's line by `remote_product_id` (link
 * to `product_id`, create, skip), a create line by `product_id` (create, skip).
 */
export const PostApplyAccountScan = z
  .strictObject(
    {
      scan_id: text("scan_id").optional(),
      take_over_foreign_ids: z.boolean({ error: "take_over_foreign_ids must be true or false" }).optional(),
      overrides: z
        .array(
          z
            .strictObject(
              {
                remote_product_id: text("overrides[].remote_product_id").optional(),
                product_id: text("overrides[].product_id").optional(),
                action: z.enum(SCAN_OVERRIDES, { error: `overrides[].action must be one of ${SCAN_OVERRIDES.join(", ")}` }),
              },
              { error: "Each override may only hold remote_product_id, product_id and action" }
            )
            .superRefine((line, ctx) => {
              const named = line.remote_product_id ?? line.product_id
              if (!line.remote_product_id && !line.product_id)
                ctx.addIssue({
                  code: "custom",
                  message: "An override names its line by remote_product_id or, for a create line, product_id",
                })
              else if (line.action === "link" && !(line.remote_product_id && line.product_id))
                ctx.addIssue({
                  code: "custom",
                  message: `The link of ${named} needs both remote_product_id and the product_id to link it to`,
                })
              else if (line.action !== "link" && line.remote_product_id && line.product_id)
                ctx.addIssue({ code: "custom", message: `The ${line.action} of ${named} names its line by remote_product_id only` })
            }),
          { error: "overrides must be a list of { remote_product_id?, product_id?, action }" }
        )
        .max(100_000, { message: "overrides may hold at most 100,000 lines" })
        .optional(),
    },
    { error: "The body may only hold scan_id, take_over_foreign_ids and overrides" }
  )
  .superRefine((body, ctx) => {
    const seen = new Set<string>()
    for (const line of body.overrides ?? []) {
      const key = line.remote_product_id ? `account product ${line.remote_product_id}` : `create line of ${line.product_id}`
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: `overrides name the ${key} twice` })
      seen.add(key)
    }
  })
export type PostApplyAccountScanType = z.infer<typeof PostApplyAccountScan>
