import type { ParamValue } from "../../../messages"

/**
 * A problem found before sending, in the merchant's words: which field, what is wrong, how to
 * fix it, as a code with parameters (src/messages) and its English text. An error holds back
 * the writes it `blocks` (write keys) and nothing else: stock and price keep flowing; a product
 * whose create it blocks stays off the marketplace. Warnings are shown only.
 */
export interface ProductProblem {
  field: string
  severity: "error" | "warning"
  code: string
  params: Record<string, ParamValue>
  message: string
  fix: string | null
  /** The write keys (the module's WRITE_KEYS) this problem holds back. */
  blocks?: string[]
}
