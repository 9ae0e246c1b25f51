import { z } from "@medusajs/framework/zod"
import { codedIssue } from "../../../messages/refusal"
import { GPSR_IDENTIFIERS, GPSR_PARTY_FIELDS } from "../../../protocol/schema/gpsr"
import { firstGpsrProblem } from "../../../workflows/product-sync/utils/gpsr-check"

/** One value as text, trimmed ("" clears it); a country code in capitals. Its kind is gpsrProblems's to check. */
const value = (part: string) =>
  z
    .string({ error: `${part} must be text` })
    .trim()
    .transform((v) => (part.endsWith(".country") ? v.toUpperCase() : v))
    .optional()

const party = (name: string) =>
  z
    .object(Object.fromEntries(Object.keys(GPSR_PARTY_FIELDS).map((field) => [field, value(`${name}.${field}`)])))
    .strict()
    .optional()

/**
 * The shape of GPSR data as the settings (per brand) and the marketplace fields (per
 * product) take it; unknown keys are refused. What is sent is protocol/schema/gpsr.ts (A45).
 */
export const GpsrShape = z
  .object({
    manufacturer: party("manufacturer"),
    responsible_person: party("responsible_person"),
    safety_information: value("safety_information"),
    safety_documents: z.array(z.string({ error: "safety_documents must be a list of web addresses" }).trim()).optional(),
    product_identifiers: z
      .object(Object.fromEntries(Object.keys(GPSR_IDENTIFIERS).map((field) => [field, value(`product_identifiers.${field}`)])))
      .strict()
      .optional(),
  })
  .strict()

export type GpsrBodyType = z.infer<typeof GpsrShape>

/** A product's GPSR data: its first wrong value refused with its part and what to enter (gpsr-check.ts, the admin's rule too). */
export const GpsrBody = GpsrShape.superRefine((data, ctx) => {
  const wrong = firstGpsrProblem(data)
  if (wrong) ctx.addIssue({ code: "custom", ...codedIssue("refusal.gpsr.invalid", wrong) })
})

/** The settings' data per brand: a wrong value is refused naming its brand. */
export const GpsrByBrandBody = z
  .record(z.string().trim().min(1, { error: "a brand name must not be empty" }), GpsrShape)
  .superRefine((byBrand, ctx) => {
    for (const [brand, data] of Object.entries(byBrand)) {
      const wrong = firstGpsrProblem(data)
      if (wrong) {
        ctx.addIssue({ code: "custom", ...codedIssue("refusal.gpsr.brand_invalid", { brand, ...wrong }) })
        return
      }
    }
  })
