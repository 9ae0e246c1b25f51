import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122231953 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "stale_stock" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "stale_stock";`);
  }

}
