import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Why a task, a product's sync (content or stock) an order's import or an account scan failed, as a code with parameters, for the admin's language. */
export class Migration20261129090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add column if not exists "last_error_words" jsonb null;`);
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "last_error_words" jsonb null, add column if not exists "stock_error_words" jsonb null;`);
    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "last_error_words" jsonb null;`);
    this.addSql(`alter table if exists "marketplace_exchange_account_scan" add column if not exists "error_words" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop column if exists "last_error_words";`);
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "last_error_words", drop column if exists "stock_error_words";`);
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "last_error_words";`);
    this.addSql(`alter table if exists "marketplace_exchange_account_scan" drop column if exists "error_words";`);
  }

}
