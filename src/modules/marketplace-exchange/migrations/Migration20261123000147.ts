import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123000147 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "reconciled_at" timestamptz null, add column if not exists "reconcile_report" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "reconciled_at", drop column if exists "reconcile_report";`);
  }

}
