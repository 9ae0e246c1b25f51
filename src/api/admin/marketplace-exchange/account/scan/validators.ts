import { z } from "@medusajs/framework/zod"
import { SCAN_OUTCOMES_LIST } from "../../../../../modules/marketplace-exchange/types"
import { paging, statesFilter } from "../../list-query"

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
  outcome: statesFilter("outcome", SCAN_OUTCOMES_LIST),
  ...paging,
})
export type GetAccountScanType = z.infer<typeof GetAccountScan>
