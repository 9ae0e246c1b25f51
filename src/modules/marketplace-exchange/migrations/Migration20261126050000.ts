import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * A Sync all answers at once and queues its products in the background, as a task of
 * its own (`sync_all`) whose input and progress (the sales channel, how many to queue, the last
 * product queued) ride in the task's payload, so a run cut short goes on where it stopped.
 */
export class Migration20261126050000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order', 'sync_all'));`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add column if not exists "payload" jsonb null;`);
    // A batch's progress (polled by the admin's progress bar) reads its tasks by batch id, not the whole table.
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_marketplace_exchange_sync_task_batch_id" ON "marketplace_exchange_sync_task" ("batch_id") WHERE batch_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_marketplace_exchange_sync_task_batch_id";`);
    this.addSql(`delete from "marketplace_exchange_sync_task" where "kind" = 'sync_all';`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop constraint if exists "marketplace_exchange_sync_task_kind_check";`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" add constraint "marketplace_exchange_sync_task_kind_check" check("kind" in ('product', 'order'));`);
    this.addSql(`alter table if exists "marketplace_exchange_sync_task" drop column if exists "payload";`);
  }

}
