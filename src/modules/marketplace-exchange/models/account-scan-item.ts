import { model } from "@medusajs/framework/utils"

/**
 * One line of a move-in plan: an account product and what becomes of it (link to a
 * Medusa product, a conflict to decide, left alone at the service), or a channel product no
 * account product matched (create). Written by the scan's task, read page by page by the admin.
 */
export const AccountScanItem = model
  .define("marketplace_exchange_account_scan_item", {
    id: model.id({ prefix: "mxscanitem" }).primaryKey(),
    scan_id: model.text(),
    /** Null while the scan has read the product but not matched it yet. */
    outcome: model.enum(["link", "create", "conflict", "only_at_service"]).nullable(),
    /** link: ours, foreign_id, mapping, sku or gtin; conflict and only_at_service: the reason (utils/match-account.ts). */
    reason: model.text().nullable(),
    /** The account's product (absent for `create`). */
    remote_product_id: model.text().nullable(),
    /** What the account holds of it: Title, ForeignId, ProductType, GTINs, stock, price, and its variations by id. */
    remote: model.json().nullable(),
    /** The Medusa product: the link's, or the one to create. */
    product_id: model.text().nullable(),
    /** A conflict's Medusa candidates. */
    candidates: model.json().nullable(),
    /** The merchant's word on apply: link (to `override_product_id`), create, skip. */
    override: model.text().nullable(),
    override_product_id: model.text().nullable(),
  })
  .indexes([
    { on: ["scan_id", "remote_product_id"], unique: true, where: { remote_product_id: { $ne: null } } },
    { on: ["scan_id", "outcome"] },
  ])
