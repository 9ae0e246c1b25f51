import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * One thing the plugin did: a write it made to the service (with the service's answer) or a
 * step of an order import. Kept for the configured time (sync settings, default 30 days) and
 * pruned by the drain job. Never holds a secret: messages are the client's, already redacted.
 */
export const ActivityEvent = model
  .define("marketplace_exchange_activity", {
    id: model.id({ prefix: "mxact" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    /** When it began. */
    at: model.dateTime(),
    /** What it was about: a product, a marketplace order (Medusa's id once created, the service's always). */
    product_id: model.text().nullable(),
    order_id: model.text().nullable(),
    remote_order_id: model.text().nullable(),
    /** product: a write for a product; order: a write-back or an order import step; account: anything else. */
    area: model.enum(["product", "order", "account"]).default("account"),
    /** The operation (e.g. ReviseInventoryStatus, "create Variations") or import step (e.g. order_created). */
    action: model.text(),
    /** What it addressed, in the service's terms (e.g. "Variations(12L)"). */
    subject: model.text().nullable(),
    outcome: model.enum(["ok", "refused", "failed"]),
    /** The service's code and message when it refused or failed; our message for import steps. */
    code: model.text().nullable(),
    message: model.text().nullable(),
    /** The message as a code with parameters (src/messages), rendered in the reader's language. */
    words: model.json().nullable(),
    duration_ms: model.number().nullable(),
  })
  .indexes([
    { on: ["at"] },
    { on: ["product_id", "at"] },
    { on: ["order_id", "at"] },
    { on: ["remote_order_id", "at"] },
    { on: ["outcome", "at"] },
  ])
