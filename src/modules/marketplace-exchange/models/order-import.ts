import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * The ledger of marketplace orders: one row per remote SalesOrder, unique on its id, opened
 * before anything is created and changed only under the claim of the order's queue task. It is
 * what makes an import exactly-once across crashes and instances (modelled on Medusa's
 * notification idempotency key).
 *
 * claimed -> created (the Medusa order exists) -> completed (ForeignOrderId written back);
 * parked when the order cannot be mapped, with the reasons, until the merchant retries;
 * closed when the service no longer holds the order (an emptied account, a 404), so
 * nothing is ever sent to or asked of that id again; dismissed when the merchant gave up a parked
 * order that can never be imported (with who, when and why), so it is never imported or written back.
 */
export const OrderImport = model
  .define("marketplace_exchange_order_import", {
    id: model.id({ prefix: "mxord" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    /** SalesOrders.Id at the service. */
    remote_order_id: model.text(),
    /** The marketplace's own order number, for the merchant. */
    platform_order_id: model.text().nullable(),
    state: model.enum(["claimed", "created", "completed", "parked", "closed", "dismissed"]).default("claimed"),
    attempts: model.number().default(0),
    medusa_order_id: model.text().nullable(),
    /** The Medusa display id, which becomes ForeignOrderId (at most 50 characters). */
    display_id: model.text().nullable(),
    /** Park reasons, each `{ code, message }`. */
    reasons: model.json().nullable(),
    last_error: model.text().nullable(),
    /** The same in the merchant's words: a code with parameters (src/messages), null on rows of older versions. */
    last_error_words: model.json().nullable(),
    /**
     * What the service was last told about payment and shipping, `{ paid, items: { remoteItemId:
     * { status, tracking } }, order_status }`, so write-back sends only what changed.
     */
    writeback: model.json().nullable(),
    /**
     * Medusa changed the order (a payment, a shipment) while its import was under way: the
     * import's own task writes it back when it completes, so the order passes the queue once.
     */
    writeback_due: model.boolean().default(false),
    /** The order's MarketplaceModificationDate when its changes were last taken over: a poll sees what is newer. */
    marketplace_modified_at: model.dateTime().nullable(),
    /** Why the row was closed: `gone_at_service` (the account's sales orders were emptied, or the order answered 404). */
    closed_reason: model.text().nullable(),
    closed_at: model.dateTime().nullable(),
    /** The admin user who dismissed the order, by id and by the email it had then. */
    dismissed_by: model.text().nullable(),
    dismissed_by_email: model.text().nullable(),
    /** Why, in the merchant's own words (at most 500 characters). */
    dismissed_reason: model.text().nullable(),
    dismissed_at: model.dateTime().nullable(),
  })
  .indexes([{ on: ["account_id", "remote_order_id"], unique: true }])
