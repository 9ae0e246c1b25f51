import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * What the plugin's jobs write about their runs: the order poll's schedule,
 * how the import went, and the last reconciliation of listings. One row, apart from the
 * accounts' settings (account.ts): a job never writes the row the merchant edits, so
 * it cannot overwrite a save, and the merchant's save never touches this one.
 */
export const RunState = model
  .define("marketplace_exchange_run_state", {
    id: model.id({ prefix: "mxrun" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    /** When the order import started failing (the first failed run since one went through); null while it works. */
    import_failing_since: model.dateTime().nullable(),
    /** Start of the last poll (one at a time per store: its task, lib/order-poll.ts), for the schedule and the health view. */
    last_poll_at: model.dateTime().nullable(),
    /** Polls failed in a row: each doubles the wait before the next (backoff), a good one resets it. */
    poll_failures: model.number().default(0),
    /** While backing off, when the next poll is due; null at the normal interval. */
    next_poll_at: model.dateTime().nullable(),
    /** How the last poll asked its question (A31: joined, or the two shown forms apart), written with the poll's outcome. */
    poll_order_filter: model.json().nullable(),
    /**
     * The connection that form was learned on (lib/settings-view.ts connectionKey): a connection the
     * merchant changed asks the joined question again, so the health view shows the form only while they match.
     */
    poll_order_filter_connection: model.text().nullable(),
    /** Start of the last poll that went through (its orders queued), for the health view. */
    last_import_at: model.dateTime().nullable(),
    /** Why the last poll failed, or how many queued orders failed to import; null when none. */
    last_import_error: model.text().nullable(),
    /** The same in the merchant's words: a code of src/messages with its parameters. */
    last_import_error_words: model.json().nullable(),
    /** MarketplaceModificationDate of the newest change queued (its order's task takes it over): orders changed later are looked at. */
    orders_changed_cursor: model.dateTime().nullable(),
    /** When the listings were last reconciled with the service, and what that found and did. */
    reconciled_at: model.dateTime().nullable(),
    reconcile_report: model.json().nullable(),
    /**
     * The guard against second listings: when the account was last looked at, on which
     * connection, and how many products of its first page the plugin has no record of
     * (`{ at, connection, foreign }`). Until a scan is applied or dismissed, nothing is created in
     * an account that holds such products.
     */
    account_check: model.json().nullable(),
    /**
     * The last service check (A55, workflows/service-check): when, on which connection, each
     * request form's answer (status, time), what `$metadata` offers against what the plugin
     * assumes, and what the service sent that the spec does not show, each with its first-seen date.
     */
    service_check: model.json().nullable(),
    /**
     * How the move-in scan reads the account's variations (A53, lib/scan-variation-reading.ts):
     * `{ form: "set" | "per_product", since, reason, connection }`, learned by a scan or by a test of
     * the set-level feed; another connection reads the set-level feed again.
     */
    scan_variation_reading: model.json().nullable(),
  })
  .indexes([{ on: ["account_id"], unique: true }])
