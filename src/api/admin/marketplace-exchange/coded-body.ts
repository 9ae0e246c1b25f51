import { validateAndTransformBody, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { withWords } from "../../../messages/refusal"
import type { CodedMessage } from "../../../messages"

type Schema = z.ZodType

/**
 * Medusa's body validation, but a value the merchant typed that a refinement of ours refuses
 * (codedIssue in src/messages/refusal.ts) is answered with its coded words, so the admin says
 * what to fix in its language; Medusa's validator would word the issue itself, in English only.
 */
export function validateCodedBody(schema: Schema) {
  const refuseCodedIssue = (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const parsed = schema.safeParse(req.body ?? {})
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => (i as { params?: { words?: unknown } }).params?.words)
    if (!issue) return next()
    const words = (issue as unknown as { params: { words: CodedMessage } }).params.words
    throw withWords(new MedusaError(MedusaError.Types.INVALID_DATA, issue.message), words)
  }
  return [refuseCodedIssue, validateAndTransformBody(schema)]
}
