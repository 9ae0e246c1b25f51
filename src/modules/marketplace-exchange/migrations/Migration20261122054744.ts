import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122054744 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop constraint if exists "marketplace_exchange_order_import_remote_order_id_unique";`);
    this.addSql(`create table if not exists "marketplace_exchange_order_import" ("id" text not null, "remote_order_id" text not null, "platform_order_id" text null, "state" text check ("state" in ('claimed', 'created', 'completed', 'parked')) not null default 'claimed', "claimed_at" timestamptz null, "attempts" integer not null default 0, "medusa_order_id" text null, "display_id" text null, "reasons" jsonb null, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_order_import_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_order_import_deleted_at" ON "marketplace_exchange_order_import" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_marketplace_exchange_order_import_remote_order_id_unique" ON "marketplace_exchange_order_import" ("remote_order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_exchange_order_import" cascade;`);
  }

}
