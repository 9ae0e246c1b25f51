import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123142607 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_alert" drop constraint if exists "marketplace_exchange_alert_key_unique";`);
    this.addSql(`create table if not exists "marketplace_exchange_activity" ("id" text not null, "at" timestamptz not null, "product_id" text null, "order_id" text null, "remote_order_id" text null, "area" text check ("area" in ('product', 'order', 'account')) not null default 'account', "action" text not null, "subject" text null, "outcome" text check ("outcome" in ('ok', 'refused', 'failed')) not null, "code" text null, "message" text null, "duration_ms" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_activity_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_deleted_at" ON "marketplace_exchange_activity" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_at" ON "marketplace_exchange_activity" ("at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_product_id_at" ON "marketplace_exchange_activity" ("product_id", "at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_order_id_at" ON "marketplace_exchange_activity" ("order_id", "at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_remote_order_id_at" ON "marketplace_exchange_activity" ("remote_order_id", "at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_activity_outcome_at" ON "marketplace_exchange_activity" ("outcome", "at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "marketplace_exchange_alert" ("id" text not null, "key" text not null, "raised_at" timestamptz not null, "title" text not null, "description" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_alert_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_alert_deleted_at" ON "marketplace_exchange_alert" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_alert_key_unique" ON "marketplace_exchange_alert" ("key") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "activity_retention_days" integer not null default 30, add column if not exists "import_alert_minutes" integer not null default 30, add column if not exists "import_failing_since" timestamptz null;`);

    this.addSql(`alter table if exists "marketplace_exchange_product_sync" add column if not exists "ended_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_exchange_activity" cascade;`);

    this.addSql(`drop table if exists "marketplace_exchange_alert" cascade;`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "activity_retention_days", drop column if exists "import_alert_minutes", drop column if exists "import_failing_since";`);

    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop column if exists "ended_at";`);
  }

}
