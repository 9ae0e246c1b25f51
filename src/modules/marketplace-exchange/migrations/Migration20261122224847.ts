import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122224847 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop constraint if exists "marketplace_exchange_product_sync_status_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "refusals" jsonb null, add column if not exists "stock_sent_at" timestamptz null, add column if not exists "stock_error" text null;`);
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add constraint "marketplace_exchange_product_sync_status_check" check("status" in ('pending', 'synced', 'attention', 'parked', 'failed', 'removed'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop constraint if exists "marketplace_exchange_product_sync_status_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "refusals", drop column if exists "stock_sent_at", drop column if exists "stock_error";`);

    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add constraint "marketplace_exchange_product_sync_status_check" check("status" in ('pending', 'synced', 'parked', 'failed', 'removed'));`);
  }

}
