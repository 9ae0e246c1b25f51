import { changedSinceFilter, newOrChangedSinceFilter, queryString, unimportedOrdersFilter } from "../../protocol/literals"
import { ENTITY_SETS } from "../../protocol/schema"
import type { ClientCore } from "../core"
import { asExchangeError } from "../errors"
import type * as T from "../types"
import { toEntity } from "./entity"

/**
 * How this connection asks the order poll's question (A31): `joined`, both forms of spec 4.2
 * rule 4 in one `$filter` (A29), until the service refuses that with a 4xx, or fails on it with
 * a 5xx other than 503 while it answers the two shown forms; then `separate`, the two forms the
 * spec shows, one request each, for as long as the client (the connection with these
 * credentials) lives.
 */
export interface OrderPollForm {
  form: "joined" | "separate"
  /** When the service refused the joined form; null while it is asked. */
  since: Date | null
  /** The service's answer to it, for the health view. */
  reason: string | null
}

/**
 * A 4xx that refuses the question itself. Not the session's or the credentials' (401 and the
 * codes 1001 to 1004: the client logs in again or reports it; A48), not a rate limit (429) nor a
 * timeout (408): those say nothing of the filter.
 */
function refusesTheQuestion(error: unknown): boolean {
  const exchange = asExchangeError(error)
  const status = exchange?.status
  return exchange?.kind !== "auth" && status !== undefined && status >= 400 && status < 500 && ![408, 429].includes(status)
}

/**
 * A 5xx other than 503 (A31): the service failed while it evaluated the question, as a service
 * whose query provider cannot take the joined form may (WCF answers an exception in it with
 * 500). Whether the form is to blame shows only when the shown forms answer; they are asked once
 * to find out. A 503 declines before anything is looked at (A27): an outage, asked again later.
 */
function failsOnTheQuestion(error: unknown): boolean {
  const status = asExchangeError(error)?.status
  return status !== undefined && status >= 500 && status !== 503
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
     * Takes the form learned elsewhere on this connection (the run state: another process's poll,
     * or the service check, A55): a `separate` known there is not asked joined again here.
     */
    adopt(learned: OrderPollForm): void {
      if (memory.form === "joined" && learned.form === "separate") Object.assign(memory, learned)
    },
    /**
     * One page of one form of the question, exactly as the poll asks it (A29, A31: no `$expand`),
     * for the service check (A55), which asks every form whatever this connection learned.
     */
    async formPage(form: "joined" | "unimported" | "changed", since: Date): Promise<T.SalesOrder[]> {
      const filter =
        form === "joined" ? newOrChangedSinceFilter(since) : form === "unimported" ? unimportedOrdersFilter() : changedSinceFilter(since)
      const path = `SalesOrders()${queryString({ $filter: filter })}`
      return (await core.firstPage(ENTITY_SETS.SalesOrders, path)).entries.map((e) => toEntity<T.SalesOrder>(e))
    },
    /**
     * Orders without ForeignOrderId or changed after `since`, without `$expand`, a page at a time;
     * a consumer that stops at the first news reads one page of each form at most. An order in
     * both forms comes twice when they are asked apart: the consumer only looks.
     */
    async *newOrChangedPages(since: Date): AsyncGenerator<T.SalesOrder[]> {
      const learn = (error: unknown) => {
        Object.assign(memory, { form: "separate", since: new Date(), reason: (error as Error).message })
        core.logger.warn?.(
          `exchange: the service did not answer the joined order filter; asking its two forms apart (A31): ${memory.reason}`
        )
      }
      /** A 5xx of the joined form, learnt only once a shown form answers. */
      let failedJoined: unknown
      if (memory.form === "joined") {
        let answered = false
        try {
          for await (const page of pages(newOrChangedSinceFilter(since))) {
            answered = true
            yield page
          }
          return
        } catch (error) {
          // Only a failure of the first request is the question's; a later page failing is the feed's.
          if (answered) throw error
          if (refusesTheQuestion(error)) learn(error)
          else if (failsOnTheQuestion(error)) failedJoined = error
          else throw error
        }
      }
      // When the shown form fails too, the service is failing, not the joined form: its error is
      // the poll's, and the next poll asks the joined question again.
      for await (const page of pages(unimportedOrdersFilter())) {
        if (failedJoined !== undefined) learn(failedJoined)
        failedJoined = undefined
        yield page
      }
      yield* pages(changedSinceFilter(since))
    },
  }
}
