import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../src/modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../src/modules/marketplace-exchange/service"
import { FIRST_ACCOUNT_ID, OrderClaimLostError, type ClaimedTask } from "../../src/modules/marketplace-exchange/types"

jest.setTimeout(60_000)

/** The order ledger on a real database: its changes fenced by the claim of the order's queue task. */
moduleIntegrationTestRunner<MarketplaceExchangeModuleService>({
  moduleName: MARKETPLACE_EXCHANGE_MODULE,
  resolve: path.resolve(__dirname, "../../src/modules/marketplace-exchange"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const execute = (statement: string) => MikroOrmWrapper.forkManager().execute(statement)

    /** The order's task (of the account, the first when not named), queued and claimed as the drain claims it. */
    const claimTask = async (remoteOrderId: string, accountId = FIRST_ACCOUNT_ID): Promise<ClaimedTask> => {
      await service.enqueueSalesOrders(accountId, [remoteOrderId])
      const claimed = await service.claimTasks(10)
      const task = claimed.find((t) => t.entity_id === remoteOrderId && t.account_id === accountId)
      if (!task) throw new Error(`the task of ${remoteOrderId} was not claimed`)
      return task
    }

    /** The task's process froze past its lease and the queue gave the task to a new run (one attempt more). */
    const takeOver = async (task: ClaimedTask): Promise<ClaimedTask> => {
      await execute(`update marketplace_exchange_sync_task set locked_at = now() - interval '10 minutes' where id = '${task.id}'`)
      const again = (await service.claimTasks(10)).find((t) => t.id === task.id)
      expect(again).toMatchObject({ id: task.id, attempts: task.attempts + 1 })
      return again!
    }

    describe("order ledger", () => {
      it("opens a remote order once for many concurrent runs of its task, and never for a claim that does not hold", async () => {
        const task = await claimTask("501")
        const opened = await Promise.all(Array.from({ length: 12 }, () => service.openOrderImport(FIRST_ACCOUNT_ID, "501", "12-345", task)))
        expect(opened.every(Boolean)).toBe(true)
        expect(await service.listOrderImports({ remote_order_id: "501" })).toHaveLength(1)
        // A claim no task holds (made up, or of a task that ended) opens nothing, not even a new row.
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "510", null, { id: "mxtask_none", attempts: 1 })).toBeNull()
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "510", null, { ...task, attempts: task.attempts + 1 })).toBeNull()
        expect(await service.listOrderImports({ remote_order_id: "510" })).toEqual([])
      })

      it("resumes an unfinished row and never opens a completed or parked one again", async () => {
        const task = await claimTask("502")
        const first = await service.openOrderImport(FIRST_ACCOUNT_ID, "502", null, task)
        await service.advanceOrderImport(first!, { state: "created", medusa_order_id: "order_1", display_id: "17" })
        // The run failed after it recorded the order: the next run of the task resumes from there.
        await service.noteOrderImportFailure(FIRST_ACCOUNT_ID, "502", task, { message: "service unavailable", words: null })
        const next = await takeOver(task)
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "502", null, next)).toMatchObject({
          state: "created",
          medusa_order_id: "order_1",
          attempts: 2,
        })
        expect((await service.listOrderImports({ remote_order_id: "502" }))[0]).toMatchObject({ last_error: "service unavailable" })
        const done = await service.openOrderImport(FIRST_ACCOUNT_ID, "502", null, next)
        await service.advanceOrderImport(done!, { state: "completed" })
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "502", null, next)).toBeNull()

        const parkedTask = await claimTask("504")
        const parked = await service.openOrderImport(FIRST_ACCOUNT_ID, "504", null, parkedTask)
        await service.advanceOrderImport(parked!, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "504", null, parkedTask)).toBeNull()
        const [row] = await service.listOrderImports({ remote_order_id: "504" })
        expect(row).toMatchObject({ state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        // The merchant's Retry reopens it; a completed row is never reopened.
        expect(await service.reopenOrderImport(FIRST_ACCOUNT_ID, row.id)).toEqual({ remote_order_id: "504" })
        expect(await service.openOrderImport(FIRST_ACCOUNT_ID, "504", null, parkedTask)).toMatchObject({ state: "claimed", attempts: 2 })
        const [completed] = await service.listOrderImports({ remote_order_id: "502" })
        expect(await service.reopenOrderImport(FIRST_ACCOUNT_ID, completed.id)).toBeNull()
      })

      it("stops a run whose task was taken over: nothing it does changes the row any more", async () => {
        const slow = await claimTask("506")
        const claim = await service.openOrderImport(FIRST_ACCOUNT_ID, "506", null, slow)
        expect(await service.holdsOrderClaim(claim!)).toBe(true)
        const next = await takeOver(slow)
        // The first run wakes up: it may not create an order, nor record one, nor note its failure.
        expect(await service.holdsOrderClaim(claim!)).toBe(false)
        await expect(
          service.advanceOrderImport(claim!, { state: "created", medusa_order_id: "order_x", display_id: "99" })
        ).rejects.toThrow(/taken over/)
        await service.noteOrderImportFailure(FIRST_ACCOUNT_ID, "506", slow, { message: "late", words: null })
        const [row] = await service.listOrderImports({ remote_order_id: "506" })
        expect(row).toMatchObject({ state: "claimed", medusa_order_id: null, last_error: null })
        // The run that took it over goes on from the row as it was.
        const resumed = await service.openOrderImport(FIRST_ACCOUNT_ID, "506", null, next)
        await service.advanceOrderImport(resumed!, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        // A task that ended (done) holds nothing either.
        await service.completeTask(next, "parked")
        expect(await service.holdsOrderClaim(resumed!)).toBe(false)
      })

      it("marks a write-back due only on orders whose import is under way: the others' tasks are queued", async () => {
        const running = await claimTask("511")
        const claim = await service.openOrderImport(FIRST_ACCOUNT_ID, "511", null, running)
        await service.advanceOrderImport(claim!, { state: "created", medusa_order_id: "order_11", display_id: "11" })
        const finished = await claimTask("512")
        const done = await service.openOrderImport(FIRST_ACCOUNT_ID, "512", null, finished)
        await service.advanceOrderImport(done!, { state: "created", medusa_order_id: "order_12", display_id: "12" })
        await service.advanceOrderImport(done!, { state: "completed" })
        expect(await service.markOrderWriteBackDue(["order_11", "order_12", "order_unknown"])).toEqual(["order_11"])
        expect((await service.listOrderImports({ remote_order_id: "511" }))[0]).toMatchObject({ writeback_due: true })
        expect((await service.listOrderImports({ remote_order_id: "512" }))[0]).toMatchObject({ writeback_due: false })
        // A capture of an order the service already knows is paid (the import's own, of a marketplace-paid order) marks nothing.
        const paidTask = await claimTask("513")
        const paid = await service.openOrderImport(FIRST_ACCOUNT_ID, "513", null, paidTask)
        await service.mergeOrderWriteBack(paid!.id, { paid: true })
        await service.advanceOrderImport(paid!, { state: "created", medusa_order_id: "order_13", display_id: "13" })
        expect(await service.markOrderWriteBackDue(["order_13"], { unlessPaid: true })).toEqual([])
        expect(await service.markOrderWriteBackDue(["order_13"])).toEqual(["order_13"])
      })

      it("closes the rows of orders the service no longer holds, named or all, and a run on a closed row changes it no more", async () => {
        const task = await claimTask("521")
        const open = await service.openOrderImport(FIRST_ACCOUNT_ID, "521", null, task)
        const other = await claimTask("522")
        await service.openOrderImport(FIRST_ACCOUNT_ID, "522", null, other)
        expect(await service.closeGoneOrders(FIRST_ACCOUNT_ID, [])).toBe(0)
        expect(await service.closeGoneOrders(FIRST_ACCOUNT_ID, ["521", "529"])).toBe(1)
        const [closed] = await service.listOrderImports({ remote_order_id: "521" })
        expect(closed).toMatchObject({ state: "closed", closed_reason: "gone_at_service", closed_at: expect.any(Date) })
        expect((await service.listOrderImports({ remote_order_id: "522" }))[0]).toMatchObject({ state: "claimed", closed_reason: null })
        // The run importing it when it was closed records nothing more: it is told to stop.
        await expect(
          service.advanceOrderImport(open!, { state: "created", medusa_order_id: "order_21", display_id: "21" })
        ).rejects.toBeInstanceOf(OrderClaimLostError)
        expect((await service.listOrderImports({ remote_order_id: "521" }))[0]).toMatchObject({ state: "closed", medusa_order_id: null })
        // The account's orders emptied: every row not closed yet is, and a closed one is not counted again.
        expect(await service.closeGoneOrders(FIRST_ACCOUNT_ID)).toBeGreaterThanOrEqual(1)
        expect(await service.listOrderImports({ state: { $ne: "closed" } })).toEqual([])
        expect(await service.closeGoneOrders(FIRST_ACCOUNT_ID)).toBe(0)
      })

      it("keeps the same remote order id of two accounts apart: each its own row, closed, reopened and counted on its own", async () => {
        const second = "mxcon_second"
        const firstTask = await claimTask("531")
        const secondTask = await claimTask("531", second)
        expect(secondTask.id).not.toBe(firstTask.id)
        const mine = await service.openOrderImport(FIRST_ACCOUNT_ID, "531", "1-1", firstTask)
        const theirs = await service.openOrderImport(second, "531", "2-2", secondTask)
        expect(mine).toMatchObject({ account_id: FIRST_ACCOUNT_ID, attempts: 1 })
        expect(theirs).toMatchObject({ account_id: second, attempts: 1 })
        expect(theirs!.id).not.toBe(mine!.id)
        // A claim of one account's task opens nothing of the other's.
        expect(await service.openOrderImport(second, "531", null, firstTask)).toBeNull()
        await service.advanceOrderImport(theirs!, { state: "parked", reasons: [{ code: "unknown_item", message: "x" }] })
        expect((await service.ledgerRowsOf(FIRST_ACCOUNT_ID, ["531"])).map((r) => r.state)).toEqual(["claimed"])
        expect((await service.ledgerRowsOf(second, ["531"])).map((r) => r.state)).toEqual(["parked"])
        expect(await service.countOrderImportStates(second)).toMatchObject({ parked: 1, claimed: 0 })
        // Retry all of the first account reopens none of the second's.
        expect(await service.reopenParkedOrders(FIRST_ACCOUNT_ID)).toEqual([])
        expect(await service.reopenOrderImport(FIRST_ACCOUNT_ID, theirs!.id)).toBeNull()
        // The first account's orders emptied: the second's row stays as it is.
        expect(await service.closeGoneOrders(FIRST_ACCOUNT_ID, ["531"])).toBe(1)
        expect((await service.ledgerRowsOf(second, ["531"])).map((r) => r.state)).toEqual(["parked"])
        expect(await service.reopenParkedOrders(second)).toEqual(["531"])
      })

      it("merges write-back keys and lets only one caller record a payment", async () => {
        const task = await claimTask("507")
        const claim = await service.openOrderImport(FIRST_ACCOUNT_ID, "507", null, task)
        await service.mergeOrderWriteBack(claim!.id, { items: { "1": { status: 1 } } })
        const flips = await Promise.all([service.claimOrderPaidWriteBack(claim!.id), service.claimOrderPaidWriteBack(claim!.id)])
        expect(flips.filter(Boolean)).toHaveLength(1)
        await service.advanceOrderImport(claim!, {
          state: "created",
          medusa_order_id: "order_7",
          display_id: "7",
          writeback: { order_status: 1 },
        })
        const [row] = await service.listOrderImports({ remote_order_id: "507" })
        expect(row.writeback).toEqual({ paid: true, order_status: 1, items: { "1": { status: 1 } } })
      })
    })
  },
})
