import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../modules/marketplace-exchange/types"

/**
 * The work queue, in PostgreSQL so that it survives restarts and is shared by every Medusa
 * instance. Subscribers only add rows; the drain claims due rows with FOR UPDATE SKIP LOCKED.
 * One pending row per entity coalesces a burst of events into one run with the latest state.
 */
export const Task = model
  .define("marketplace_exchange_sync_task", {
    id: model.id({ prefix: "mxtask" }).primaryKey(),
    /**
     * What to do: `product` pushes a product (and its stock and price) to the service;
     * `sales_order` writes a marketplace order's payment and shipping state back; `sync_all` queues
     * every product of the marketplace's sales channel as one batch (its entity is the batch id);
     * `order_poll` asks the service for new and changed orders and imports them (entity `poll`);
     * `listing_sweep` asks the service whether due listings are live (entity `sweep`).
     */
    kind: model.enum(["product", "sales_order", "sync_all", "order_poll", "account_scan", "listing_sweep"]),
    /** The account the task works for: part of its entity's key, as the same product is one listing per account. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    /** What the task is about: a Medusa product id, the service's SalesOrders id, a batch id, or `poll`. */
    entity_id: model.text(),
    /** pending -> running -> done | pending (retry) | failed (permanent, or out of attempts). */
    state: model.enum(["pending", "running", "done", "failed"]).default("pending"),
    attempts: model.number().default(0),
    /** Not before this time: set on enqueue (now) and on retry (backoff). */
    run_after: model.dateTime(),
    /** When a worker claimed it; a running task older than the lease is claimed again. */
    locked_at: model.dateTime().nullable(),
    /** Which process holds it (`host:pid`): its heartbeat only renews its own claim, and health shows who runs what. */
    locked_by: model.text().nullable(),
    last_error: model.text().nullable(),
    /** The same in the merchant's words: a code with parameters (src/messages), null on rows of older versions. */
    last_error_words: model.json().nullable(),
    /** Tasks of one "sync all" share a batch, for the progress bar. */
    batch_id: model.text().nullable(),
    /**
     * What a done task's run did, for honest batch counts (task-outcome.ts):
     * sent, unchanged, parked, refused, removed, skipped, or superseded by a newer task.
     */
    outcome: model.text().nullable(),
    /**
     * 1 for work a store event or the merchant asked for (a stock, price or product change, a
     * "Sync now"), 0 for a Sync all's batch. Claims take 1 first: a backlog of thousands never
     * delays a stock or price update (the marketplace must never sell what the store no longer
     * has). Coalescing keeps the higher of the two.
     */
    priority: model.number().default(1),
    /**
     * A kind's input and progress beyond its entity: for `sync_all` the sales channel, how many
     * products it found and the last one it queued, so a run cut short goes on from there.
     */
    payload: model.json().nullable(),
  })
  .indexes([
    { on: ["kind", "account_id", "entity_id"], unique: true, where: { state: "pending" } },
    { on: ["state", "run_after"] },
    // The claim's walks (sql.ts CLAIM_SQL): due work by priority, an entity's live run.
    { on: ["priority", "run_after"], where: { state: "pending" } },
    { on: ["kind", "entity_id"], where: { state: "running" } },
    // A batch's progress bar reads its tasks by batch id.
    { on: ["batch_id"], where: { batch_id: { $ne: null } } },
  ])
