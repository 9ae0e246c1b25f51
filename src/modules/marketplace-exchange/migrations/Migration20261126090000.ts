import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The order poll is a task of the queue (kind `order_poll`), claimed, leased and fenced
 * as every task is; the poll's own lease on the run-state row is gone with its two columns.
 */
export class Migration20261126090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order', 'sync_all', 'order_poll'));`);
    this.addSql(`alter table if exists "marketplace_exchange_run_state" drop column if exists "poll_lease_owner", drop column if exists "poll_lease_until";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_run_state" add column if not exists "poll_lease_owner" text null, add column if not exists "poll_lease_until" timestamptz null;`);
    this.addSql(`delete from "marketplace_exchange_sync_task" where "kind" = 'order_poll';`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order', 'sync_all'));`);
  }

}
