import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122044711 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_entity_id_unique";`);
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop constraint if exists "marketplace_exchange_product_sync_product_id_unique";`);
    this.addSql(`alter table if exists "marketplace_exchange_catalog" drop constraint if exists "marketplace_exchange_catalog_category_id_unique";`);
    this.addSql(`create table if not exists "marketplace_exchange_catalog" ("id" text not null, "category_id" text not null, "remote_catalog_id" text not null, "name" text not null, "remote_parent_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_catalog_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_catalog_deleted_at" ON "marketplace_exchange_catalog" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_catalog_category_id_unique" ON "marketplace_exchange_catalog" ("category_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "marketplace_exchange_product_sync" ("id" text not null, "product_id" text not null, "remote_product_id" text null, "status" text check ("status" in ('pending', 'synced', 'parked', 'failed', 'removed')) not null default 'pending', "problems" jsonb null, "last_error" text null, "last_pushed_at" timestamptz null, "snapshot" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_product_sync_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_product_sync_deleted_at" ON "marketplace_exchange_product_sync" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_product_sync_product_id_unique" ON "marketplace_exchange_product_sync" ("product_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "marketplace_exchange_sync_task" ("id" text not null, "kind" text check ("kind" in ('product')) not null, "entity_id" text not null, "state" text check ("state" in ('pending', 'running', 'done', 'failed')) not null default 'pending', "attempts" integer not null default 0, "run_after" timestamptz not null, "locked_at" timestamptz null, "last_error" text null, "batch_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_sync_task_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_deleted_at" ON "marketplace_exchange_sync_task" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_kind_entity_id_unique" ON "marketplace_exchange_sync_task" ("kind", "entity_id") WHERE state = 'pending' AND deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_state_run_after" ON "marketplace_exchange_sync_task" ("state", "run_after") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "sales_channel_id" text null, add column if not exists "region_id" text null, add column if not exists "stock_buffer" integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_exchange_catalog" cascade;`);

    this.addSql(`drop table if exists "marketplace_exchange_product_sync" cascade;`);

    this.addSql(`drop table if exists "marketplace_exchange_sync_task" cascade;`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "sales_channel_id", drop column if exists "region_id", drop column if exists "stock_buffer";`);
  }

}
