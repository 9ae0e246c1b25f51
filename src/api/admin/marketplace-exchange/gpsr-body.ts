import { z } from "@medusajs/framework/zod"
import { codedIssue } from "../../../messages/refusal"
import {
  GPSR_DOCUMENTS_MAX,
  GPSR_IDENTIFIERS,
  GPSR_PARTY_FIELDS,
  type GpsrValueKind,
  gpsrValueFits,
  OPTIONAL_ATTRIBUTE_LIMITS,
} from "../../../protocol/schema/gpsr"

const KINDS: Partial<Record<string, GpsrValueKind>> = { email: "email", url: "url", country: "country" }

/** One value: text up to the attribute's length, of its kind (an e-mail, an http(s) address, a country code); "" clears it. */
const value = (part: string, kind: GpsrValueKind = "text") =>
  z
    .string({ error: `${part} must be text` })
    .trim()
    .transform((v) => (kind === "country" ? v.toUpperCase() : v))
    .refine(
      (v) => !v || (v.length <= OPTIONAL_ATTRIBUTE_LIMITS.value && gpsrValueFits(kind, v)),
      codedIssue("refusal.gpsr.invalid", { part })
    )
    .optional()

const party = (name: string) =>
  z
    .object(Object.fromEntries(Object.keys(GPSR_PARTY_FIELDS).map((field) => [field, value(`${name}.${field}`, KINDS[field] ?? "text")])))
    .strict()
    .optional()

/**
 * Issue 33: GPSR data as the settings (per brand) and the marketplace fields (per product) take it;
 * what is sent is protocol/schema/gpsr.ts (A45). Unknown keys are refused.
 */
export const GpsrBody = z
  .object({
    manufacturer: party("manufacturer"),
    responsible_person: party("responsible_person"),
    safety_information: value("safety_information"),
    safety_documents: z
      .array(
        z
          .string()
          .trim()
          .refine(
            (url) => url.length <= OPTIONAL_ATTRIBUTE_LIMITS.value && gpsrValueFits("url", url),
            codedIssue("refusal.gpsr.invalid", { part: "safety_documents" })
          )
      )
      .refine((list) => list.length <= GPSR_DOCUMENTS_MAX, codedIssue("refusal.gpsr.invalid", { part: "safety_documents" }))
      .optional(),
    product_identifiers: z
      .object(Object.fromEntries(Object.keys(GPSR_IDENTIFIERS).map((field) => [field, value(`product_identifiers.${field}`)])))
      .strict()
      .optional(),
  })
  .strict()

export type GpsrBodyType = z.infer<typeof GpsrBody>
