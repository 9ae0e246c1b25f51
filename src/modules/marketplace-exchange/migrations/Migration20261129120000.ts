import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A write-back that came due while the order's import was under way, done by the import's own task (models/order-import.ts). */
export class Migration20261129120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "marketplace_exchange_order_import" add column if not exists "writeback_due" boolean not null default false;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "writeback_due";`)
  }
}
