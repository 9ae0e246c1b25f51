import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * What the service holds for one Medusa product: its remote id, the snapshot of what was last
 * pushed (product, variations, specifics, images, catalog links, offers, with remote ids), and
 * the product's sync state per lane (stock and price; content) as the admin shows it.
 */
export const ProductSyncState = model
  .define("marketplace_exchange_product_sync", {
    id: model.id({ prefix: "mxprod" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    product_id: model.text(),
    remote_product_id: model.text().nullable(),
    /**
     * synced: as in Medusa. attention: on the service with stock and price live, some content
     * held back (problems or refusals). parked: not on the service, its create is held back.
     * failed: the last run stopped (outage, setup); removed: deleted remotely. gone_at_service:
     * the service answered 404 for the product itself (A50); nothing is sent to its remote id,
     * kept for the merchant, until List again forgets it.
     */
    status: model.enum(["pending", "synced", "attention", "parked", "failed", "removed", "gone_at_service"]).default("pending"),
    /** Problems found before sending, each naming the field, the fix and the writes it holds back. */
    problems: model.json().nullable(),
    /** Writes the service refused, with its code and message (workflows/product-sync/utils/refusals.ts). */
    refusals: model.json().nullable(),
    /** Why the last run stopped (an outage, the setup), null after a complete run. */
    last_error: model.text().nullable(),
    /** The same in the merchant's words: a code with parameters (src/messages), null on rows of older versions. */
    last_error_words: model.json().nullable(),
    /** When content last reached the service. */
    last_pushed_at: model.dateTime().nullable(),
    /** When the stock lane last sent stock or price (per variation in the snapshot). */
    stock_sent_at: model.dateTime().nullable(),
    /** Why the stock lane last stopped (an outage), null once it got through. */
    stock_error: model.text().nullable(),
    /** The same in the merchant's words: a code with parameters (src/messages), null on rows of older versions. */
    stock_error_words: model.json().nullable(),
    /**
     * Variant ids ("" for a single product) whose stock at the service is no longer what the
     * snapshot says: the marketplace sold some. The next sync sends their stock whatever the
     * snapshot holds. Kept apart from the snapshot so a sync running meanwhile cannot lose it.
     */
    stale_stock: model.json().nullable(),
    /**
     * Creates sent whose outcome is not recorded yet: write key ("product", "variation:<id>") ->
     * when it was sent. Written before the POST and cleared when its remote id is recorded, so
     * a run that died in between, or a create the service committed late, is found by its
     * natural key instead of being created a second time.
     */
    pending_creates: model.json().nullable(),
    /**
     * Set when the merchant ended the listing from the listings grid: the product stays in
     * Medusa's channel, but the stock lane sends 0 for everything until it is relisted.
     */
    ended_at: model.dateTime().nullable(),
    /**
     * A51: set when the merchant asked to list the product anew as the type its variants make it
     * (a variation set down to one variant, a single product that gained variants): the next run
     * ends its listing and replaces it. Until then it keeps its type. Cleared once it has that type.
     */
    list_anew_at: model.dateTime().nullable(),
    /**
     * What the move-in decided and the product's next run acts on:
     * `{ link: { remote_product_id, keep_foreign_ids, scan_id } }` (the listing is read from the
     * service as the snapshot, never created) or `{ held: "skipped" | "conflict", scan_id }`
     * (its create waits for a new scan). Cleared once the link is read.
     */
    move_in: model.json().nullable(),
    /** The last pushed remote shape (its shape: lib/product-snapshot.ts). */
    snapshot: model.json().nullable(),
    /**
     * The listing as the service last answered ProductIsListed (spec 4.3), never inferred from
     * our records: listed; ended_out_of_stock (false after we sent 0, spec 1 rule 8);
     * not_active (false although we sent stock); removed (we ended and deleted it). Null: not
     * known since the product was sent or the check failed (workflows/listing-check).
     */
    listing_state: model.enum(["listed", "ended_out_of_stock", "not_active", "removed"]).nullable(),
    /** When the service last answered ProductIsListed for this product. */
    listing_checked_at: model.dateTime().nullable(),
    /** When the sweep asks again (null: as soon as it can); a claim pushes it out for a while. */
    listing_check_due_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["account_id", "product_id"], unique: true },
    { on: ["listing_check_due_at"], where: { remote_product_id: { $ne: null } } },
    { on: ["listing_checked_at"] },
    // An order's items name the remote products sold (their lookup, and the sold stock marked stale).
    { on: ["remote_product_id"], where: { remote_product_id: { $ne: null } } },
  ])
