import type { ProductProblem } from "./validate-product"

/**
 * What "Sync now" or "Retry" can do for a product, decided before anything is queued, so the
 * admin never says "being sent" when nothing will be:
 * - queued: a sync is queued (it may still find nothing to send; the run's outcome says so);
 * - not_in_channel / not_published: nothing to send, and nothing on the service to end;
 * - fix_problems: our checks still hold it back and no refusal waits to be sent again.
 */
export type RetryVerdict =
  | { action: "queue"; outcome: "queued" }
  | { action: "skip"; outcome: "not_in_channel" | "not_published" | "fix_problems"; message: string; problems: ProductProblem[] }

export function retryVerdict(product: {
  exists: boolean
  published: boolean
  inChannel: boolean
  onService: boolean
  problems: ProductProblem[]
  refusals: number
}): RetryVerdict {
  // A product the service holds is synced whatever its state: leaving the channel ends its listing.
  if (!product.onService && !product.inChannel) {
    return {
      action: "skip",
      outcome: "not_in_channel",
      message: "Not sent: the product is not in the marketplace's sales channel. Add it to that channel to list it.",
      problems: [],
    }
  }
  if (!product.onService && !product.published) {
    return {
      action: "skip",
      outcome: "not_published",
      message: "Not sent: the product is a draft. Publish it to list it on the marketplace.",
      problems: [],
    }
  }
  const errors = product.problems.filter((p) => p.severity === "error")
  if (product.exists && errors.length && !product.refusals) {
    return {
      action: "skip",
      outcome: "fix_problems",
      message: `Not sent: fix the problem${errors.length > 1 ? "s" : ""} first. ${errors.map((p) => `${p.message} ${p.fix}`).join(" ")}`,
      problems: errors,
    }
  }
  return { action: "queue", outcome: "queued" }
}
