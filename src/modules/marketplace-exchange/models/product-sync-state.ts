import { model } from "@medusajs/framework/utils"

/**
 * What the service holds for one Medusa product: its remote id, the snapshot of what was last
 * pushed (product, variations, specifics, images, catalog links, offers, with remote ids), and
 * the product's sync state and problems as the admin shows them.
 */
export const ProductSyncState = model
  .define("marketplace_exchange_product_sync", {
    id: model.id({ prefix: "mxprod" }).primaryKey(),
    product_id: model.text(),
    remote_product_id: model.text().nullable(),
    /** synced: as in Medusa; parked: problems block it; failed: the service refused or failed; removed: deleted remotely. */
    status: model.enum(["pending", "synced", "parked", "failed", "removed"]).default("pending"),
    /** Problems found before sending, each naming the field and the fix. */
    problems: model.json().nullable(),
    last_error: model.text().nullable(),
    last_pushed_at: model.dateTime().nullable(),
    /** The last pushed remote shape (see workflows/mappers/snapshot.ts). */
    snapshot: model.json().nullable(),
  })
  .indexes([{ on: ["product_id"], unique: true }])
