import type { ListingActionAnswer } from "../../api/admin/marketplace-exchange/listings/listing-answer"
import type { Wire } from "../../api/admin/marketplace-exchange/wire"

type Answer = Wire<ListingActionAnswer>
type Check = NonNullable<Answer["listings"]>

const sum = (values: Array<number | undefined>) => values.reduce<number>((total, n) => total + (n ?? 0), 0)

/**
 * One bulk action on the grid of every account is one request per account (each action is about
 * one account's listings): their answers as one, so the merchant reads one count, one check.
 */
export function mergedActionAnswers(answers: readonly Answer[]): Answer {
  const [first, ...rest] = answers
  if (!first) throw new Error("mergedActionAnswers needs at least one answer")
  if (!rest.length) return first
  const checks = answers.map((a) => a.listings).filter((c): c is Check => Boolean(c))
  const changed = answers.some((a) => a.changed !== undefined) ? sum(answers.map((a) => a.changed)) : undefined
  const ids = answers.every((a) => a.product_ids) ? answers.flatMap((a) => a.product_ids!) : undefined
  return {
    action: first.action,
    ...(ids ? { product_ids: ids } : {}),
    count: sum(answers.map((a) => a.count)),
    // Each account's batch is its own; the first one started stands for the progress shown.
    batch_id: answers.find((a) => a.batch_id)?.batch_id ?? null,
    queued: sum(answers.map((a) => a.queued)),
    ...(changed === undefined ? {} : { changed }),
    ...(checks.length
      ? {
          listings: {
            requested: sum(checks.map((c) => c.requested)),
            checked: sum(checks.map((c) => c.checked)),
            by_state: checks.reduce<Check["by_state"]>(
              (total, c) => {
                for (const [state, n] of Object.entries(c.by_state))
                  total[state as keyof Check["by_state"]] = (total[state as keyof Check["by_state"]] ?? 0) + n
                return total
              },
              {} as Check["by_state"]
            ),
            unanswered: sum(checks.map((c) => c.unanswered)),
            stopped: checks.find((c) => c.stopped)?.stopped ?? null,
          },
        }
      : {}),
  }
}
