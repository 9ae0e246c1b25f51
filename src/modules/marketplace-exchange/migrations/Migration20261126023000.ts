import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * How often the background sweep asks the service whether each product is listed
 * (ProductIsListed, spec 4.3), and how many such checks it makes per minute at most.
 */
export class Migration20261126023000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" add column if not exists "listing_check_hours" integer not null default 24, add column if not exists "listing_checks_per_minute" integer not null default 60;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_connection_setting" drop column if exists "listing_check_hours", drop column if exists "listing_checks_per_minute";`);
  }

}
