import { changedSinceFilter, newOrChangedSinceFilter, queryString, unimportedOrdersFilter } from "../../protocol/literals"
import { ENTITY_SETS } from "../../protocol/schema"
import type { ClientCore } from "../core"
import { asExchangeError } from "../errors"
import type * as T from "../types"
import { toEntity } from "./entity"

/**
 * How this connection asks the order poll's question (A31): `joined`, both forms of spec 4.2
 * rule 4 in one `$filter` (A29), until the service refuses that with a 4xx; then `separate`,
 * the two forms the spec shows, one request each, for as long as the client (the connection
 * with these credentials) lives.
 */
export interface OrderPollForm {
  form: "joined" | "separate"
  /** When the service refused the joined form; null while it is asked. */
  since: Date | null
  /** The service's answer to it, for the health view. */
  reason: string | null
}

/**
 * A 4xx that refuses the question itself. Not a session or token problem (401, 403: the client
 * logs in again or reports it), not a rate limit (429) nor a timeout (408): those say nothing of
 * the filter.
 */
function refusesTheQuestion(error: unknown): boolean {
  const status = asExchangeError(error)?.status
  return status !== undefined && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status)
}

/** The order poll's feed: the joined question while the service takes it, else the two shown forms (A31). */
export function orderPollResource(core: ClientCore) {
  const memory: OrderPollForm = { form: "joined", since: null, reason: null }
  const pages = async function* (filter: string) {
    const path = `SalesOrders()${queryString({ $filter: filter })}`
    for await (const page of core.pages(ENTITY_SETS.SalesOrders, path)) yield page.entries.map((e) => toEntity<T.SalesOrder>(e))
  }
  return {
    get form(): OrderPollForm {
      return { ...memory }
    },
    /**
     * Orders without ForeignOrderId or changed after `since`, without `$expand`, a page at a time;
     * a consumer that stops at the first news reads one page of each form at most. An order in
     * both forms comes twice when they are asked apart: the consumer only looks.
     */
    async *newOrChangedPages(since: Date): AsyncGenerator<T.SalesOrder[]> {
      if (memory.form === "joined") {
        let answered = false
        try {
          for await (const page of pages(newOrChangedSinceFilter(since))) {
            answered = true
            yield page
          }
          return
        } catch (error) {
          // Only a refusal of the first request is the question's; a later page failing is the feed's.
          if (answered || !refusesTheQuestion(error)) throw error
          Object.assign(memory, { form: "separate", since: new Date(), reason: (error as Error).message })
          core.logger.warn?.(`exchange: the service refused the joined order filter; asking its two forms apart (A31): ${memory.reason}`)
        }
      }
      yield* pages(unimportedOrdersFilter())
      yield* pages(changedSinceFilter(since))
    },
  }
}
