import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123175647 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "import_interval_minutes";`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "order_poll_seconds" integer not null default 20, add column if not exists "import_paid_only" boolean not null default false, add column if not exists "last_poll_at" timestamptz null, add column if not exists "poll_failures" integer not null default 0, add column if not exists "next_poll_at" timestamptz null, add column if not exists "poll_lease_owner" text null, add column if not exists "poll_lease_until" timestamptz null;`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "marketplace_modified_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "order_poll_seconds", drop column if exists "import_paid_only", drop column if exists "last_poll_at", drop column if exists "poll_failures", drop column if exists "next_poll_at", drop column if exists "poll_lease_owner", drop column if exists "poll_lease_until";`);

    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "import_interval_minutes" integer not null default 2;`);

    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "marketplace_modified_at";`);
  }

}
