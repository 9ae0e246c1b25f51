import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** When the merchant confirmed that eBay shows the safety data sent (A53): a sync setting of its own. */
export class Migration20261129161500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "marketplace_exchange_connection_setting" add column if not exists "gpsr_display_confirmed_at" timestamptz null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "gpsr_display_confirmed_at";`)
  }
}
