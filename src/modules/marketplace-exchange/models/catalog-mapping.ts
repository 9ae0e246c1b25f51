import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/** A Medusa product category and the Catalogs entity it became (spec 1 rule 1, A10). */
export const CatalogMapping = model
  .define("marketplace_exchange_catalog", {
    id: model.id({ prefix: "mxcat" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    category_id: model.text(),
    remote_catalog_id: model.text(),
    /** Name and parent as last sent, to send only changes. */
    name: model.text(),
    remote_parent_id: model.text().nullable(),
    /** Profiles assigned with SetCatalogProfile, `{ payment?, return?, shipping? }` (marketplace ids). */
    profiles: model.json().nullable(),
  })
  .indexes([{ on: ["account_id", "category_id"], unique: true }])
