import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122062919 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_catalog" add column if not exists "profiles" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_catalog" drop column if exists "profiles";`);
  }

}
