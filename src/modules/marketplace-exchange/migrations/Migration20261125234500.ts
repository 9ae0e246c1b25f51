import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** A31: how the order poll asks its question, as the process that polls learned it, for the health view. */
export class Migration20261125234500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "poll_order_filter" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "poll_order_filter";`);
  }

}
