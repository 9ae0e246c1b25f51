import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * An order's items are mapped to the products they name by remote product id, and the
 * stock they sold is marked stale by it: an index, so that a page of orders costs the same with
 * 100,000 products as with 100 (every product's snapshot was read for each import run).
 */
export class Migration20261126110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_product_sync_remote_product_id" ON "marketplace_exchange_product_sync" ("remote_product_id") WHERE deleted_at IS NULL AND remote_product_id IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_marketplace_exchange_product_sync_remote_product_id";`);
  }

}
