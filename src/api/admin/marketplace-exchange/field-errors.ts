import type { MedusaResponse } from "@medusajs/framework/http"
import { codedMessage } from "../../../messages"
import type { FieldError } from "../../../workflows/product-sync/utils/marketplace-fields"

/**
 * The 400 of a marketplace fields save, one product's (the drawer) or many products' (the
 * grid's edit): `fields` (field -> what to fix, in English) and `field_codes` (the same as a code
 * of src/messages with its parameters, for the admin's language). Nothing was saved.
 */
export function answerFieldErrors(res: MedusaResponse, errors: Partial<Record<string, FieldError>>): void {
  const wrong = Object.entries(errors).filter((entry): entry is [string, FieldError] => Boolean(entry[1]))
  res.status(400).json({
    type: "invalid_data",
    message: `Nothing was saved: ${wrong.map(([field, error]) => `${field}: ${error.message}`).join(" ")}`,
    words: codedMessage("refusal.fields.not_saved", { count: wrong.length }),
    fields: Object.fromEntries(wrong.map(([field, error]) => [field, error.message])),
    field_codes: Object.fromEntries(wrong.map(([field, error]) => [field, { code: error.code, params: error.params }])),
  })
}
