import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * A scan of the service account before the plugin creates anything in it (moving in):
 * the account's products read page by page, matched to the marketplace channel's Medusa
 * products, and the plan the merchant applies or dismisses. Run by its queue task
 * (`account_scan`, entity: this id); the items are in account-scan-item.ts.
 */
export const AccountScan = model.define("marketplace_exchange_account_scan", {
  id: model.id({ prefix: "mxscan" }).primaryKey(),
  /** The account this record is of (account.ts); the first account's on rows made before there were several. */
  account_id: model.text().default(FIRST_ACCOUNT_ID),
  /** running -> done | failed; done -> applied | dismissed (the merchant's word). */
  state: model.enum(["running", "done", "failed", "applied", "dismissed"]).default("running"),
  /** What the running scan does: reading products, reading variations, matching. */
  phase: model.enum(["products", "variations", "matching"]).default("products"),
  /** Account products and variations read so far. */
  products_read: model.number().default(0),
  variations_read: model.number().default(0),
  /** The connection (account) it scanned: a decision on it counts for that account only. */
  connection: model.text().nullable(),
  /** The merchant's mapping of another system's ForeignIds to Medusa product ids, given with the start. */
  mapping: model.json().nullable(),
  /** Counts per outcome once matched: `{ link, create, conflict, only_at_service }`. */
  plan: model.json().nullable(),
  /** Why the scan failed (it is tried again by its task until it gets through). */
  error: model.text().nullable(),
  /** The same in the merchant's words: a code with parameters (src/messages), null on rows of older versions. */
  error_words: model.json().nullable(),
  finished_at: model.dateTime().nullable(),
  /** When the merchant applied or dismissed the plan, and the options of apply. */
  decided_at: model.dateTime().nullable(),
  /** Applied with the old connector switched off: the linked listings got our ForeignIds. */
  take_over_foreign_ids: model.boolean().default(false),
})
