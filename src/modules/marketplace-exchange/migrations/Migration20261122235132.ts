import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122235132 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "pending_creates" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "pending_creates";`);
  }

}
