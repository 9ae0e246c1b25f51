import { model } from "@medusajs/framework/utils"
import { FIRST_ACCOUNT_ID } from "../lib/first-account"

/**
 * An alert in Medusa's notification bell that is open: one row per condition (its key, e.g.
 * `import-failing`, `refused:<product id>`), so a condition raises one notification until it
 * clears, however often it is seen. The row is removed when the condition clears.
 */
export const Alert = model
  .define("marketplace_exchange_alert", {
    id: model.id({ prefix: "mxalert" }).primaryKey(),
    /** The account this record is of (account.ts); the first account's on rows made before there were several. */
    account_id: model.text().default(FIRST_ACCOUNT_ID),
    key: model.text(),
    raised_at: model.dateTime(),
    title: model.text(),
    description: model.text().nullable(),
    /** The bell's notification for it: its words are kept current while the alert is open (a count that changes). */
    notification_id: model.text().nullable(),
  })
  .indexes([{ on: ["account_id", "key"], unique: true }])
