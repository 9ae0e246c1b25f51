import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** What a German eBay listing needs: the title overflow rule and the price rule. */
export class Migration20261128110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "title_overflow" text check ("title_overflow" in ('hold', 'shorten')) not null default 'hold', add column if not exists "price_rule" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "title_overflow", drop column if exists "price_rule";`);
  }

}
