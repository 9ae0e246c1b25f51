import { z } from "@medusajs/framework/zod"
import { searchTerm, statesFilter, warningCode } from "../../list-query"
import { ACCOUNT_ID_FIELD } from "../../account-of-request"
import { categoryId } from "../../products/[id]/category/validators"
import { LISTING_STATES, SEVERITIES } from "../../../../../modules/marketplace-exchange/types"

export const LISTING_ACTIONS = ["sync", "retry", "set_categories", "edit_fields", "end", "relist", "check"] as const
/** Products one selection may name; a larger set is sent as the filter that found it. */
export const MAX_SELECTION = 1000

/** A value the edit sets (text or a number, kept as text) or clears (null). */
const editValue = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `fields.${field} must be text or a number, or null to clear it` })
    .nullable()
    .transform((v) => (v === null ? null : String(v)))
    .optional()

/** What edit_fields changes on every product it takes; each product keeps what is not named. */
const FieldEditBody = z.strictObject(
  {
    title_rule: editValue("title_rule"),
    price_percent: editValue("price_percent"),
    price_fixed: editValue("price_fixed"),
    price_ending: editValue("price_ending"),
    gpsr_brand: editValue("gpsr_brand"),
    specific: z
      .strictObject(
        {
          name: z.string({ error: "fields.specific.name must be text" }),
          value: z.string({ error: "fields.specific.value must be text" }),
        },
        { error: "fields.specific must be { name, value }" }
      )
      .optional(),
    remove_specific: z
      .string({ error: "fields.remove_specific must be the name of an item specific" })
      .trim()
      .min(1, { error: "fields.remove_specific must be the name of an item specific" })
      .optional(),
  },
  {
    error: "fields may hold only title_rule, price_percent, price_fixed, price_ending, gpsr_brand, specific and remove_specific",
  }
)

/**
 * Body of POST /admin/marketplace-exchange/listings/actions: an action on a selection of
 * products (`product_ids`) or on everything a filter of the grid matches (`filter`), not both.
 */
export const PostListingAction = z
  .object({
    ...ACCOUNT_ID_FIELD,
    action: z.enum(LISTING_ACTIONS, { error: `action must be one of: ${LISTING_ACTIONS.join(", ")}` }),
    product_ids: z
      .array(z.string({ error: "product_ids must hold product ids" }).trim().min(1, { message: "product_ids must hold product ids" }), {
        error: "product_ids must be a list of product ids",
      })
      .min(1, { message: "product_ids must name at least one product" })
      .max(MAX_SELECTION, { message: `product_ids may name at most ${MAX_SELECTION} products: send the grid's filter instead` })
      .optional(),
    filter: z
      .strictObject(
        {
          q: searchTerm,
          state: statesFilter("filter.state", LISTING_STATES),
          severity: statesFilter("filter.severity", SEVERITIES),
          warning: warningCode,
        },
        { error: "filter must be an object with only q, state, severity and warning, as the listings grid sends them" }
      )
      .optional(),
    category_id_1: categoryId("category_id_1").optional(),
    category_id_2: categoryId("category_id_2").nullish(),
    fields: FieldEditBody.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.product_ids === !body.filter) {
      ctx.addIssue({
        code: "custom",
        message: "Send either product_ids (a selection) or filter (everything it matches), not both or neither",
      })
    }
    if (body.action === "set_categories" && !body.category_id_1) {
      ctx.addIssue({ code: "custom", message: "set_categories needs category_id_1, the marketplace's numeric category id" })
    }
    if (body.action === "edit_fields" && !Object.values(body.fields ?? {}).some((v) => v !== undefined)) {
      ctx.addIssue({ code: "custom", message: "edit_fields needs fields: what to set on the products (title_rule, price_percent, ...)" })
    }
    if (body.action !== "edit_fields" && body.fields) {
      ctx.addIssue({ code: "custom", message: "fields belong to the edit_fields action only" })
    }
    if (body.action !== "set_categories" && (body.category_id_1 || body.category_id_2)) {
      ctx.addIssue({ code: "custom", message: "category_id_1 and category_id_2 belong to the set_categories action only" })
    }
  })

export type PostListingActionType = z.infer<typeof PostListingAction>
