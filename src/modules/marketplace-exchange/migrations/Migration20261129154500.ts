import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A50: a product the service no longer holds is a sync status of its own, `gone_at_service`, until the merchant lists it again. */
export class Migration20261129154500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop constraint if exists "marketplace_exchange_product_sync_status_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_product_sync" add constraint "marketplace_exchange_product_sync_status_check" check("status" in ('pending', 'synced', 'attention', 'parked', 'failed', 'removed', 'gone_at_service'));`
    )
  }

  override async down(): Promise<void> {
    // The older versions know such a product only as a sync that stopped.
    this.addSql(`update "marketplace_exchange_product_sync" set "status" = 'failed' where "status" = 'gone_at_service';`)
    this.addSql(`alter table if exists "marketplace_exchange_product_sync" drop constraint if exists "marketplace_exchange_product_sync_status_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_product_sync" add constraint "marketplace_exchange_product_sync_status_check" check("status" in ('pending', 'synced', 'attention', 'parked', 'failed', 'removed'));`
    )
  }
}
