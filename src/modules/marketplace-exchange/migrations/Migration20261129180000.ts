import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The row's check constraints, by the names the older table gave them (Postgres cuts a name at 63 characters). */
const CHECKS: Array<[before: string, after: string]> = [
  ["marketplace_exchange_connection_setting_format_check", "marketplace_exchange_account_format_check"],
  ["marketplace_exchange_connection_setting_alert_language_check", "marketplace_exchange_account_alert_language_check"],
  ["marketplace_exchange_connection_setting_title_overflow_check", "marketplace_exchange_account_title_overflow_check"],
  ["marketplace_exchange_connection_setti_strike_price_source_check", "marketplace_exchange_account_strike_price_source_check"],
]

/** Renames a constraint of the account table when it exists (Postgres has no `rename constraint if exists`). */
const renameCheck = (from: string, to: string) =>
  `do $$ begin if exists (select 1 from pg_constraint where conname = '${from}') then ` +
  `alter table "marketplace_exchange_account" rename constraint "${from}" to "${to}"; end if; end $$;`

/**
 * The settings row becomes the first of the store's exchange-service accounts: the table keeps
 * every row and column (the first account keeps its id, so nothing that names it changes) and
 * gains the account's name, its eBay site and a cap on the units offered. One account per sales
 * channel, so a channel's products and orders belong to exactly one account.
 */
export class Migration20261129180000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" rename to "marketplace_exchange_account";`)
    this.addSql(`alter index if exists "marketplace_exchange_connection_setting_pkey" rename to "marketplace_exchange_account_pkey";`)
    this.addSql(
      `alter index if exists "IDX_marketplace_exchange_connection_setting_deleted_at" rename to "IDX_marketplace_exchange_account_deleted_at";`
    )
    // Named as the table's now, so a later migration that changes a check finds it by the name the model gives it.
    for (const [before, after] of CHECKS) this.addSql(renameCheck(before, after))
    this.addSql(
      `alter table if exists "marketplace_exchange_account" add column if not exists "name" text not null default 'eBay', add column if not exists "marketplace_site" text not null default 'ebay.de', add column if not exists "max_quantity" integer not null default 0;`
    )
    // A row soft-deleted by an older version keeps its channel out of the way of a live account.
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_sales_channel_id_unique" ON "marketplace_exchange_account" ("sales_channel_id") WHERE deleted_at IS NULL AND sales_channel_id IS NOT NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_name_unique" ON "marketplace_exchange_account" (lower("name")) WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    // The older versions know one row: the accounts added since are dropped with their columns.
    this.addSql(`delete from "marketplace_exchange_account" where "id" <> 'mxcon_default';`)
    this.addSql(`drop index if exists "IDX_marketplace_exchange_account_sales_channel_id_unique";`)
    this.addSql(`drop index if exists "IDX_marketplace_exchange_account_name_unique";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_account" drop column if exists "name", drop column if exists "marketplace_site", drop column if exists "max_quantity";`
    )
    this.addSql(`alter index if exists "IDX_marketplace_exchange_account_deleted_at" rename to "IDX_marketplace_exchange_connection_setting_deleted_at";`)
    this.addSql(`alter index if exists "marketplace_exchange_account_pkey" rename to "marketplace_exchange_connection_setting_pkey";`)
    for (const [before, after] of CHECKS) this.addSql(renameCheck(after, before))
    this.addSql(`alter table if exists "marketplace_exchange_account" rename to "marketplace_exchange_connection_setting";`)
  }
}
