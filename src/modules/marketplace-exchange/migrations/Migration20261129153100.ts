import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A51: the merchant asked to list a product anew as the type its variants make it (its listing is replaced then, never before). */
export class Migration20261129153100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "marketplace_exchange_product_sync" add column if not exists "list_anew_at" timestamptz null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "list_anew_at";`)
  }
}
