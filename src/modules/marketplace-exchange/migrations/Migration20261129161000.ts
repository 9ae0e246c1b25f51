import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** How the move-in scan reads the account's variations, per connection (A53): a column of the run-state row. */
export class Migration20261129161000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" add column if not exists "scan_variation_reading" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" drop column if exists "scan_variation_reading";`)
  }
}
