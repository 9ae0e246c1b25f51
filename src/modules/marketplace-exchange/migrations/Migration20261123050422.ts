import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123050422 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "max_requests_in_flight" integer not null default 8;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "max_requests_in_flight";`);
  }

}
