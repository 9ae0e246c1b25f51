/**
 * Queue claim benchmark: what one claim costs with BENCH_QUEUE_LARGE (100,000)
 * pending tasks, against the same claims with BENCH_QUEUE_SMALL (10) pending, measured in the same
 * run on the same database. A claim that walks an index with LIMIT costs the same whatever waits
 * behind it; one that ranks the whole pending set grows with it, and a Sync all of n products
 * then costs O(n^2). The run fails above BOUND_RATIO.
 */
import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../src/modules/marketplace-exchange/service"

const LARGE = Number(process.env.BENCH_QUEUE_LARGE ?? 100_000)
const SMALL = Number(process.env.BENCH_QUEUE_SMALL ?? 10)
/** Claims measured per size: each takes a drain's group of tasks and completes it. */
const CLAIMS = Number(process.env.BENCH_QUEUE_CLAIMS ?? 200)
const GROUP = 8
const WARM_UP = 5
const BOUND_RATIO = 2

jest.setTimeout(30 * 60 * 1000)

moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../src/modules/marketplace-exchange"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const execute = (query: string) => MikroOrmWrapper.forkManager().execute(query)

    /** `pending` background tasks (a Sync all's batch) and a few urgent ones (stock changes) among them. */
    const fill = async (pending: number) => {
      await execute(`delete from marketplace_exchange_sync_task`)
      await execute(`insert into marketplace_exchange_sync_task (id, kind, entity_id, state, attempts, run_after, priority, batch_id)
        select 'mxtask_b' || g, 'product', 'prod_' || g, 'pending', 0, now() - interval '1 second',
               case when g % 1000 = 0 then 1 else 0 end, 'mxbatch_1'
        from generate_series(1, ${pending}) g`)
      await execute(`analyze marketplace_exchange_sync_task`)
    }

    /** Mean milliseconds per claim of a group, with the group's completion, as the drain does. */
    const measure = async (pending: number) => {
      await fill(pending + (CLAIMS + WARM_UP) * GROUP)
      for (let i = 0; i < WARM_UP; i++) for (const task of await service.claimTasks(GROUP)) await service.completeTask(task, "sent")
      const started = process.hrtime.bigint()
      let claimed = 0
      for (let i = 0; i < CLAIMS; i++) {
        const tasks = await service.claimTasks(GROUP)
        claimed += tasks.length
        for (const task of tasks) await service.completeTask(task, "sent")
      }
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      expect(claimed).toBe(CLAIMS * GROUP)
      return ms / CLAIMS
    }

    it(`claims as fast with ${LARGE} pending tasks as with ${SMALL}`, async () => {
      const small = await measure(SMALL)
      const large = await measure(LARGE)
      const ratio = large / small
      console.log(
        `queue claim: ${small.toFixed(2)} ms per claim of ${GROUP} with ${SMALL} pending, ${large.toFixed(2)} ms with ${LARGE} pending: ` +
          `${ratio.toFixed(2)}x (bound ${BOUND_RATIO}x)`
      )
      expect(ratio).toBeLessThanOrEqual(BOUND_RATIO)
    })
  },
})
