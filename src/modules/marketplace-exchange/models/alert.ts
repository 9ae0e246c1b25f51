import { model } from "@medusajs/framework/utils"

/**
 * An alert in Medusa's notification bell that is open: one row per condition (its key, e.g.
 * `import-failing`, `refused:<product id>`), so a condition raises one notification until it
 * clears, however often it is seen. The row is removed when the condition clears.
 */
export const Alert = model
  .define("marketplace_exchange_alert", {
    id: model.id({ prefix: "mxalert" }).primaryKey(),
    key: model.text(),
    raised_at: model.dateTime(),
    title: model.text(),
    description: model.text().nullable(),
    /** The bell's notification for it: its words are kept current while the alert is open (a count that changes). */
    notification_id: model.text().nullable(),
  })
  .indexes([{ on: ["key"], unique: true }])
