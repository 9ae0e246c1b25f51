import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123114014 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add column if not exists "locked_by" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop column if exists "locked_by";`);
  }

}
