import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** An open alert remembers its notification in the bell, so the bell's words follow the condition (counts). */
export class Migration20261128100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_alert" add column if not exists "notification_id" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_alert" drop column if exists "notification_id";`);
  }

}
