import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * A listing's state as the service last answered ProductIsListed (spec 4.3), when it
 * was asked, and when it is due to be asked again (the sweep walks the index in that order).
 */
export class Migration20261126022500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "listing_state" text check ("listing_state" in ('listed', 'ended_out_of_stock', 'not_active', 'removed')) null, add column if not exists "listing_checked_at" timestamptz null, add column if not exists "listing_check_due_at" timestamptz null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_product_sync_listing_check_due_at" ON "marketplace_exchange_product_sync" ("listing_check_due_at") WHERE deleted_at IS NULL AND remote_product_id IS NOT NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_product_sync_listing_checked_at" ON "marketplace_exchange_product_sync" ("listing_checked_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_marketplace_exchange_product_sync_listing_check_due_at";`);
    this.addSql(`drop index if exists "IDX_marketplace_exchange_product_sync_listing_checked_at";`);
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "listing_state", drop column if exists "listing_checked_at", drop column if exists "listing_check_due_at";`);
  }

}
