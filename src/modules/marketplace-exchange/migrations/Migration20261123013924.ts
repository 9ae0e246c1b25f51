import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123013924 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "carrier_map" jsonb null, add column if not exists "strike_price_source" text check ("strike_price_source" in ('rrp_price_list', 'sale_original_price')) not null default 'rrp_price_list', add column if not exists "rrp_price_list_id" text null;`);
    // A store that was running already keeps what it sent as strike prices (a sale's regular
    // price) until its merchant chooses otherwise; new stores start with the RRP list.
    this.addSql(`update "marketplace_exchange_connection_setting" set "strike_price_source" = 'sale_original_price';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "carrier_map", drop column if exists "strike_price_source", drop column if exists "rrp_price_list_id";`);
  }

}
