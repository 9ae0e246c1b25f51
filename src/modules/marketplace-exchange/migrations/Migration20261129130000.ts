import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The listing sweep runs as a task of the queue (kind `listing_sweep`): one at a time however many instances tick. */
export class Migration20261129130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'sales_order', 'sync_all', 'order_poll', 'account_scan', 'listing_sweep'));`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "marketplace_exchange_sync_task" where "kind" = 'listing_sweep';`)
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`)
    this.addSql(
      `alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'sales_order', 'sync_all', 'order_poll', 'account_scan'));`
    )
  }
}
