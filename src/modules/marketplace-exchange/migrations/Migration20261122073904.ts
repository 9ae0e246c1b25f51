import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122073904 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" add column if not exists "claim_token" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_order_import" drop column if exists "claim_token";`);
  }

}
