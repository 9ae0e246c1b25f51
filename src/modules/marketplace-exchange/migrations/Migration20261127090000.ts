import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Why the password and token are missing (an address moved to another host cleared
 * them), and the language the bell's alerts are written in.
 */
export class Migration20261127090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "secrets_cleared_at" timestamptz null;`);
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "alert_language" text check ("alert_language" in ('en', 'de')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "secrets_cleared_at";`);
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "alert_language";`);
  }

}
