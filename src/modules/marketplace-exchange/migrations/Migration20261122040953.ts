import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122040953 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "marketplace_exchange_connection_setting" ("id" text not null, "base_url" text null, "auth_url" text null, "user_name" text null, "password_encrypted" text null, "subscription_token_encrypted" text null, "format" text check ("format" in ('json', 'atom')) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "marketplace_exchange_connection_setting_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_connection_setting_deleted_at" ON "marketplace_exchange_connection_setting" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketplace_exchange_connection_setting" cascade;`);
  }

}
