import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * One order id everywhere. An order's work in the queue (its write-back) is a task of
 * kind `sales_order` keyed by the marketplace order (the service's SalesOrders id), as the ledger,
 * the activity log and the import are; it was kind `order` keyed by the Medusa order.
 */
export class Migration20261126100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`update "marketplace_exchange_sync_task" t set "kind" = 'sales_order', "entity_id" = l."remote_order_id" from "marketplace_exchange_order_import" l where t."kind" = 'order' and l."medusa_order_id" = t."entity_id" and l."deleted_at" is null;`);
    // A write-back of an order the ledger does not know has nothing to send (the workflow ends at once).
    this.addSql(`delete from "marketplace_exchange_sync_task" where "kind" = 'order';`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'sales_order', 'sync_all', 'order_poll'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`update "marketplace_exchange_sync_task" t set "kind" = 'order', "entity_id" = l."medusa_order_id" from "marketplace_exchange_order_import" l where t."kind" = 'sales_order' and l."remote_order_id" = t."entity_id" and l."medusa_order_id" is not null and l."deleted_at" is null;`);
    this.addSql(`delete from "marketplace_exchange_sync_task" where "kind" = 'sales_order';`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order', 'sync_all', 'order_poll'));`);
  }

}
