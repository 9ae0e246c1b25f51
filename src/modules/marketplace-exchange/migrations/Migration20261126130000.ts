import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Moving in: a scan of the service account and its plan (models/account-scan.ts,
 * models/account-scan-item.ts), run by a task of its own kind (`account_scan`).
 */
export class Migration20261126130000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "marketplace_exchange_account_scan" ("id" text not null, "state" text check ("state" in ('running', 'done', 'failed', 'applied', 'dismissed')) not null default 'running', "phase" text check ("phase" in ('products', 'variations', 'matching')) not null default 'products', "connection" text null, "products_read" integer not null default 0, "variations_read" integer not null default 0, "mapping" jsonb null, "plan" jsonb null, "error" text null, "finished_at" timestamptz null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_account_scan_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_scan_deleted_at" ON "marketplace_exchange_account_scan" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "marketplace_exchange_account_scan_item" ("id" text not null, "scan_id" text not null, "outcome" text check ("outcome" in ('link', 'create', 'conflict', 'only_at_service')) null, "reason" text null, "remote_product_id" text null, "remote" jsonb null, "product_id" text null, "candidates" jsonb null, "override" text null, "override_product_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_account_scan_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_scan_item_deleted_at" ON "marketplace_exchange_account_scan_item" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_scan_item_scan_id_remote_product_id_unique" ON "marketplace_exchange_account_scan_item" ("scan_id", "remote_product_id") WHERE deleted_at IS NULL AND remote_product_id IS NOT NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_account_scan_item_scan_id_outcome" ON "marketplace_exchange_account_scan_item" ("scan_id", "outcome") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'sales_order', 'sync_all', 'order_poll', 'account_scan'));`);
    this.addSql(`alter table if exists "marketplace_exchange_run_state" add column if not exists "account_check" jsonb null;`);
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "push_catalog" boolean not null default true, add column if not exists "push_stock_price" boolean not null default true, add column if not exists "import_orders" boolean not null default true, add column if not exists "import_orders_since" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" drop column if exists "account_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "push_catalog", drop column if exists "push_stock_price", drop column if exists "import_orders", drop column if exists "import_orders_since";`);
    this.addSql(`drop table if exists "marketplace_exchange_account_scan_item" cascade;`);
    this.addSql(`drop table if exists "marketplace_exchange_account_scan" cascade;`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'sales_order', 'sync_all', 'order_poll'));`);
  }

}
