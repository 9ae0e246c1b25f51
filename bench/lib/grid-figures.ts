import { waitFor } from "./measure"

type Call = (route: string) => Promise<any>
type Pg = { query(sql: string, values?: unknown[]): Promise<{ rows: any[] }> }

const LISTINGS = "/admin/marketplace-exchange/listings"

/**
 * The listings grid of the current channel, as the merchant's browser asks for it:
 * - its first page by title, a filter by state and a search by SKU: each the median of 5 loads;
 * - the read model emptied (as after an upgrade, or a new channel): how long the first load takes
 *   to answer (it waits for the catch-up at most 3 s, then says how far it got), and how long
 *   until a load answers with the whole channel read.
 */
export async function gridFigures(call: Call, pg: Pg, sku: string) {
  const timed = async (route: string) => {
    const started = Date.now()
    const body = await call(route)
    return { ms: Date.now() - started, body }
  }
  const median = async (route: string) => {
    const runs: number[] = []
    for (let i = 0; i < 5; i++) runs.push((await timed(route)).ms)
    return runs.sort((a, b) => a - b)[2]
  }
  const page = await median(`${LISTINGS}?limit=20`)
  const filtered = await median(`${LISTINGS}?limit=20&state=listed`)
  const searched = await timed(`${LISTINGS}?limit=20&q=${encodeURIComponent(sku)}`)
  const searchMs = await median(`${LISTINGS}?limit=20&q=${encodeURIComponent(sku)}`)
  const { rows } = await pg.query(`delete from marketplace_exchange_channel_product returning product_id`)
  const started = Date.now()
  const first = await timed(`${LISTINGS}?limit=20`)
  const whole = await waitFor(
    async () => {
      const body = await call(`${LISTINGS}?limit=20`)
      return body.catching_up === null && body
    },
    30 * 60_000,
    "the grid's catch-up of the whole channel",
    500
  )
  return {
    count: whole.count as number,
    pageMs: page,
    filterMs: filtered,
    searchMs,
    searchFound: searched.body.count as number,
    emptied: rows.length,
    firstMs: first.ms,
    firstCatchingUp: first.body.catching_up as { read: number; total: number } | null,
    catchUpMs: Date.now() - started,
  }
}
