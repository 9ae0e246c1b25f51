import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Record tables and the key each is unique on, before and with its account. */
const KEYED: Array<{ table: string; index: string; before: string; after: string; where: string; named?: string }> = [
  { table: "catalog", index: "category_id", before: `"category_id"`, after: `"account_id", "category_id"`, where: "deleted_at IS NULL" },
  { table: "product_sync", index: "product_id", before: `"product_id"`, after: `"account_id", "product_id"`, where: "deleted_at IS NULL" },
  {
    table: "order_import",
    index: "remote_order_id",
    before: `"remote_order_id"`,
    after: `"account_id", "remote_order_id"`,
    where: "deleted_at IS NULL",
  },
  { table: "alert", index: "key", before: `"key"`, after: `"account_id", "key"`, where: "deleted_at IS NULL" },
  { table: "channel_product", index: "product_id", before: `"product_id"`, after: `"account_id", "product_id"`, where: "deleted_at IS NULL" },
  {
    table: "sync_task",
    index: "kind_entity_id",
    before: `"kind", "entity_id"`,
    after: `"kind", "account_id", "entity_id"`,
    // As the model names it (Postgres cuts it at 63 characters, in the drop as in the create).
    named: "IDX_marketplace_exchange_sync_task_kind_account_id_entity_id_unique",
    where: "state = 'pending' AND deleted_at IS NULL",
  },
]

/** A key's index with its account, as the model names it. */
const withAccount = (table: string, index: string, named?: string) => named ?? `IDX_marketplace_exchange_${table}_account_id_${index}_unique`

/** Every table whose rows belong to one account (a scan's items belong to their scan). */
const TABLES = ["catalog", "product_sync", "order_import", "alert", "channel_product", "sync_task", "activity", "run_state", "account_scan"]

/**
 * Every record says its account: the product's sync state and listing, the grid's read model, the
 * order ledger, catalog mappings, tasks, scans, activity, alerts and the poll's run state. What
 * was there is the first account's (its id is the settings row's, kept by the migration before),
 * and each key is unique per account: the same product is one listing per account, and two
 * accounts' orders may carry the same id.
 */
export class Migration20261129181000 extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES)
      this.addSql(
        `alter table if exists "marketplace_exchange_${table}" add column if not exists "account_id" text not null default 'mxcon_default';`
      )
    for (const { table, index, after, where, named } of KEYED) {
      this.addSql(`drop index if exists "IDX_marketplace_exchange_${table}_${index}_unique";`)
      this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "${withAccount(table, index, named)}" ON "marketplace_exchange_${table}" (${after}) WHERE ${where};`)
    }
    // One run state per account: its poll's schedule, its import's health.
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_run_state_account_id_unique" ON "marketplace_exchange_run_state" ("account_id") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    // The older versions know one account: the others' records go with the column.
    this.addSql(
      `delete from "marketplace_exchange_account_scan_item" where "scan_id" in (select "id" from "marketplace_exchange_account_scan" where "account_id" <> 'mxcon_default');`
    )
    for (const table of TABLES) this.addSql(`delete from "marketplace_exchange_${table}" where "account_id" <> 'mxcon_default';`)
    this.addSql(`drop index if exists "IDX_marketplace_exchange_run_state_account_id_unique";`)
    for (const { table, index, before, where, named } of KEYED) {
      this.addSql(`drop index if exists "${withAccount(table, index, named)}";`)
      this.addSql(
        `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_${table}_${index}_unique" ON "marketplace_exchange_${table}" (${before}) WHERE ${where};`
      )
    }
    for (const table of TABLES) this.addSql(`alter table if exists "marketplace_exchange_${table}" drop column if exists "account_id";`)
  }
}
