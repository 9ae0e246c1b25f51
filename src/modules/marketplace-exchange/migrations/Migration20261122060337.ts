import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122060337 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "shipping_option_id" text null, add column if not exists "import_interval_minutes" integer not null default 2, add column if not exists "last_import_at" timestamptz null, add column if not exists "last_import_error" text null, add column if not exists "orders_changed_cursor" timestamptz null;`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "writeback" jsonb null;`);

    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "shipping_option_id", drop column if exists "import_interval_minutes", drop column if exists "last_import_at", drop column if exists "last_import_error", drop column if exists "orders_changed_cursor";`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "writeback";`);

    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product'));`);
  }

}
