import { z } from "@medusajs/framework/zod"

/**
 * The query parts every list of the admin API shares: paging and a search term. Checked by
 * hand where Medusa would word the error itself and drop what to send instead.
 */
export const paging = {
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .refine((n) => n >= 1 && n <= 200, { message: "limit must be 1 to 200" })
    .default(20),
  offset: z.coerce
    .number({ error: "offset must be a number" })
    .int()
    .refine((n) => n >= 0, { message: "offset must be 0 or more" })
    .default(0),
}

export const searchTerm = z
  .string({ error: "q must be a search text" })
  .trim()
  .refine((q) => q.length <= 200, { message: "q must be at most 200 characters" })
  .optional()
  .transform((q) => q || undefined)

/**
 * A filter by one or more states, as `state=a` or `state=a,b` (or repeated): every value must
 * be one of `allowed`; the message lists them.
 */
export function statesFilter<S extends string>(name: string, allowed: readonly S[]) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]))
      if (values.some((v) => typeof v !== "string" || !allowed.includes(v.trim() as S))) {
        ctx.addIssue({ code: "custom", message: `${name} must be one or more of: ${allowed.join(", ")} (comma-separated)` })
      }
    })
    .transform((value) => [
      ...new Set((Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(",")).map((v) => v.trim() as S)),
    ])
    .optional()
}

/** A warning's code, as the grid header's groups name it (`problem.no_brand`). */
export const warningCode = z
  .string({ error: "warning must be a warning's code, such as problem.no_brand" })
  .trim()
  .regex(/^[a-z_]+\.[a-z_.]+$/, { message: "warning must be a warning's code, such as problem.no_brand" })
  .optional()

/** `%` and `_` are wildcards of LIKE: a merchant's search text means them literally (the module's, which searches listings too). */
export { likePattern } from "../../../modules/marketplace-exchange/types"
