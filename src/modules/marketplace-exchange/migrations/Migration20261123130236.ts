import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123130236 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add column if not exists "priority" integer not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop column if exists "priority";`);
  }

}
