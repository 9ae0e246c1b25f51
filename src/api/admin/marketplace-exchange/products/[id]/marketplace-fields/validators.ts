import { z } from "@medusajs/framework/zod"
import { GpsrBody } from "../../../gpsr-body"
import { ACCOUNT_ID_FIELD } from "../../../account-of-request"

/** A form value: text or a number (kept as text), "" or null clearing it. Checked by hand so the message names the field. */
const value = (field: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (v !== null && typeof v !== "string" && !(typeof v === "number" && Number.isFinite(v))) {
        ctx.addIssue({ code: "custom", message: `${field} must be text or a number, or null to clear it` })
      }
    })
    .transform((v) => (v === null ? null : String(v)))
    .optional()

/**
 * Body of POST /admin/marketplace-exchange/products/:id/marketplace-fields: any of the fields,
 * each saved to its metadata key (README: product metadata); left out stays as it is.
 */
export const PostMarketplaceFields = z
  .object({
    ...ACCOUNT_ID_FIELD,
    brand: value("brand"),
    mpn: value("mpn"),
    isbn: value("isbn"),
    condition: value("condition"),
    unit_quantity: value("unit_quantity"),
    unit_type: value("unit_type"),
    vat_percent: value("vat_percent"),
    best_offer_auto_accept_price: value("best_offer_auto_accept_price"),
    best_offer_minimum_price: value("best_offer_minimum_price"),
    category_id_1: value("category_id_1"),
    category_id_2: value("category_id_2"),
    marketplace_title: value("marketplace_title"),
    /** `hold` or `shorten` for this product, over the settings' title_overflow; null: the settings' rule. */
    title_rule: value("title_rule"),
    /** The brand of gpsr_by_brand whose GPSR data the product takes; null: its own brand's. */
    gpsr_brand: value("gpsr_brand"),
    price_percent: value("price_percent"),
    price_fixed: value("price_fixed"),
    price_ending: value("price_ending"),
    /** The product's own item specifics, replacing the list; [] or null clears it. */
    specifics: z
      .array(z.object({ name: z.string({ error: "name must be text" }), value: z.string({ error: "value must be text" }) }).strict(), {
        error: "specifics must be a list of { name, value }, or null to clear it",
      })
      .nullish()
      .transform((list) =>
        list === undefined
          ? undefined
          : list === null || !list.length
            ? null
            : JSON.stringify(list.map((s) => ({ name: s.name.trim(), value: s.value.trim() })))
      ),
    /** The product's own GPSR data, over its brand's; null clears it. */
    gpsr: GpsrBody.nullish().transform((data) => (data === undefined ? undefined : data === null ? null : JSON.stringify(data))),
  })
  .strict()

export type PostMarketplaceFieldsType = z.infer<typeof PostMarketplaceFields>
