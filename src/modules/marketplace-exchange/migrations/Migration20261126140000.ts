import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Applying a move-in plan: what it decided per product (`move_in` on the sync state:
 * a link to read, or a create held back) and whether the linked listings got our ForeignIds.
 */
export class Migration20261126140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "move_in" jsonb null;`);
    this.addSql(`alter table if exists "marketplace_exchange_account_scan" add column if not exists "take_over_foreign_ids" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "move_in";`);
    this.addSql(`alter table if exists "marketplace_exchange_account_scan" drop column if exists "take_over_foreign_ids";`);
  }

}
