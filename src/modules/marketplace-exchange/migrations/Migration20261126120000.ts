import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The read model of the marketplace channel's products, so the listings grid filters,
 * sorts and pages over the module's own tables and reads Medusa's product through Query. It is
 * filled by the grid's catch-up with Medusa's channel (workflows/channel-products), not here: a
 * module's migration does not read another module's tables.
 */
export class Migration20261126120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "marketplace_exchange_channel_product" ("id" text not null, "product_id" text not null, "sales_channel_id" text not null, "title" text not null, "sort_title" text not null, "skus" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_channel_product_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_channel_product_deleted_at" ON "marketplace_exchange_channel_product" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_channel_product_product_id_unique" ON "marketplace_exchange_channel_product" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_channel_product_sales_channel_id_sort_title_product_id" ON "marketplace_exchange_channel_product" ("sales_channel_id", "sort_title", "product_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_exchange_channel_product" cascade;`);
  }

}
