import { generateEntityId, InjectManager, InjectTransactionManager, MedusaContext } from "@medusajs/framework/utils"
import type { MoveInMark } from "../lib/account-scan-outcomes"
import { SYNC_TABLE } from "../lib/product-sync-table"
import { sql, SqlContext } from "../lib/sql"
import type { Constructor, ServiceBase } from "./base"

/**
 * The move-in's marks on a product's product_sync row (service/account-scan.ts applies a plan: a
 * listing to link, a create held back, a take-over of the old connector's ForeignIds) and the one
 * fence between a create and such a plan, which also keeps eBay's rule of one listing per item and
 * site across accounts (siteHolderOf).
 */
export const WithMoveInMarks = <T extends Constructor<ServiceBase>>(Base: T) => {
  class MoveInMarks extends Base {
    /**
     * Another account on the same eBay site that lists the product or is creating it: eBay forbids
     * listing one item under two user ids on one site, so this account holds it back while that one
     * keeps it (one ended or lost at the service keeps nothing). The earliest such account; null when none.
     */
    @InjectManager()
    async siteHolderOf(
      accountId: string,
      productId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<{ id: string; name: string; site: string } | null> {
      const [holder] = await sql<{ id: string; name: string; site: string }>(
        context,
        `select a.id, a.name, a.marketplace_site as site from ${SYNC_TABLE} s
           join marketplace_exchange_account a on a.id = s.account_id and a.deleted_at is null
           join marketplace_exchange_account mine on mine.id = ? and mine.marketplace_site = a.marketplace_site
         where s.product_id = ? and s.account_id <> ? and s.deleted_at is null
           and s.status not in ('removed', 'gone_at_service')
           and (s.remote_product_id is not null or s.pending_creates -> 'product' is not null)
         order by a.created_at limit 1`,
        [accountId, productId, accountId]
      )
      return holder ?? null
    }

    /**
     * Puts a product's create on record as an intent (`pending_creates.product`) unless an
     * applied move-in decided otherwise for it (a listing to link, or a create held back); a
     * take-over mark does not stand in the way (the new listing gets our ForeignId) and goes.
     * Answers whether the create may go, or which account on the same eBay site lists the product
     * (siteHolderOf: checked under a lock per site and product, so of two accounts' creates one
     * goes). The one fence between a create and apply: both write
     * the product's row, so the row lock orders them; apply links only rows with no create on
     * record, and this writes no intent once a link is recorded.
     */
    @InjectTransactionManager()
    async fenceProductCreate(
      accountId: string,
      productId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<true | false | { listedBy: { id: string; name: string; site: string } }> {
      // One create at a time per eBay site and product: two accounts' tasks never both find the other's row empty.
      await sql(
        context,
        `select pg_advisory_xact_lock(hashtext('mx-site-create:' || coalesce((select marketplace_site from marketplace_exchange_account
           where id = ?), 'ebay.de') || ':' || ?))`,
        [accountId, productId]
      )
      const listedBy = await this.siteHolderOf(accountId, productId, context)
      if (listedBy) return { listedBy }
      const intent = JSON.stringify({ product: new Date().toISOString() })
      const rows = await sql(
        context,
        `insert into ${SYNC_TABLE} (id, account_id, product_id, pending_creates) values (?, ?, ?, ?::jsonb)
         on conflict (account_id, product_id) where deleted_at is null do update
           set pending_creates = coalesce(${SYNC_TABLE}.pending_creates, '{}'::jsonb) || excluded.pending_creates,
             move_in = null, updated_at = now()
           where ${SYNC_TABLE}.move_in is null or ${SYNC_TABLE}.move_in -> 'take_over' is not null
         returning id`,
        [generateEntityId(undefined, "mxprod"), accountId, productId, intent]
      )
      return rows.length > 0
    }

    /**
     * Records the listing linked at move-in as the product's snapshot, read from the service by
     * its task; a listing the service no longer holds (null) is forgotten, and the product is
     * listed anew. Only while the link is still the one decided and nothing was recorded since:
     * answers whether it was.
     */
    @InjectManager()
    async recordLinkedListing(
      accountId: string,
      productId: string,
      remoteId: string,
      snapshot: Record<string, unknown> | object | null,
      @MedusaContext() context: SqlContext = {}
    ): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = ?::jsonb, remote_product_id = ?, move_in = null, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null and snapshot is null
           and move_in -> 'link' ->> 'remote_product_id' = ?
         returning id`,
        [snapshot ? JSON.stringify(snapshot) : null, snapshot ? remoteId : null, accountId, productId, remoteId]
      )
      return rows.length > 0
    }

    /**
     * Takes the product's take-over mark: its snapshot no longer keeps the old system's
     * ForeignIds, so its run writes ours. Answers whether the mark was still there.
     */
    @InjectManager()
    async takeOverForeignIds(accountId: string, productId: string, @MedusaContext() context: SqlContext = {}): Promise<boolean> {
      const rows = await sql(
        context,
        `update ${SYNC_TABLE} set snapshot = snapshot - 'foreignIdsKept', move_in = null, updated_at = now()
         where account_id = ? and product_id = ? and deleted_at is null and move_in -> 'take_over' is not null returning id`,
        [accountId, productId]
      )
      return rows.length > 0
    }

    /**
     * A new plan replaces what an earlier one decided and no run has acted on yet (within the
     * plan's transaction, so a refusal rolls it back); a take-over stays: the merchant said the
     * old connector is off.
     */
    @InjectManager()
    async forgetUnactedMoveIns(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = null, remote_product_id = case when snapshot is null then null else remote_product_id end,
           updated_at = now()
         where account_id = ? and move_in is not null and move_in -> 'take_over' is null and deleted_at is null`,
        [accountId]
      )
    }

    /**
     * The links of a plan that cannot be: the product keeps another listing (`held_by` is itself),
     * or another product keeps that listing (`held_by` names it).
     */
    @InjectManager()
    async listingsTakenFrom(
      accountId: string,
      links: Array<{ productId: string; remoteId: string }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<Array<{ product_id: string; remote_product_id: string; held_by: string }>> {
      return sql(
        context,
        `select l.product_id, l.remote_id as remote_product_id, s.product_id as held_by
         from jsonb_to_recordset(?::jsonb) as l(product_id text, remote_id text)
         join ${SYNC_TABLE} s on s.account_id = ? and s.deleted_at is null and (
           (s.product_id = l.product_id and s.snapshot is not null and s.remote_product_id is distinct from l.remote_id)
           or (s.product_id <> l.product_id and s.remote_product_id = l.remote_id))`,
        [JSON.stringify(links.map((l) => ({ product_id: l.productId, remote_id: l.remoteId }))), accountId]
      )
    }

    /**
     * Marks products with a plan's decision (a listing to link, a create held back). A row with a
     * create on record (fenceProductCreate) is not marked: the row lock orders the two, and
     * moveInMarksNotTaken then names it.
     */
    @InjectManager()
    async markMoveIns(
      accountId: string,
      marks: Array<{ product_id: string; remote_id: string | null; move_in: MoveInMark }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(
        context,
        `insert into ${SYNC_TABLE} (id, account_id, product_id, remote_product_id, move_in)
         select r ->> 'id', ?, r ->> 'product_id', r ->> 'remote_id', r -> 'move_in' from jsonb_array_elements(?::jsonb) r
         on conflict (account_id, product_id) where deleted_at is null do update
           set remote_product_id = excluded.remote_product_id, move_in = excluded.move_in, updated_at = now()
           where ${SYNC_TABLE}.snapshot is null and ${SYNC_TABLE}.pending_creates -> 'product' is null`,
        [accountId, JSON.stringify(marks.map((mark) => ({ id: generateEntityId(undefined, "mxprod"), ...mark })))]
      )
    }

    /** Products of these marks whose row did not take its mark: a create of theirs was on record first. */
    @InjectManager()
    async moveInMarksNotTaken(
      accountId: string,
      marks: Array<{ product_id: string; move_in: MoveInMark }>,
      @MedusaContext() context: SqlContext = {}
    ): Promise<string[]> {
      const rows = await sql<{ product_id: string }>(
        context,
        `select s.product_id from jsonb_array_elements(?::jsonb) r
         join ${SYNC_TABLE} s on s.account_id = ? and s.product_id = r ->> 'product_id' and s.deleted_at is null
         where s.snapshot is null and s.move_in is distinct from r -> 'move_in'`,
        [JSON.stringify(marks), accountId]
      )
      return rows.map((row) => row.product_id)
    }

    /**
     * The old connector is off: listings linked by an earlier plan (their snapshot keeps the old
     * ForeignIds) get ours on their next run, which takes the mark (a run under way now would save
     * its snapshot over a change made here).
     */
    @InjectManager()
    async markForeignIdTakeOver(
      accountId: string,
      productIds: string[],
      scanId: string,
      @MedusaContext() context: SqlContext = {}
    ): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = ?::jsonb, updated_at = now()
         where account_id = ? and product_id in (select jsonb_array_elements_text(?::jsonb))
           and snapshot -> 'foreignIdsKept' is not null and deleted_at is null`,
        [JSON.stringify({ take_over: true, scan_id: scanId } satisfies MoveInMark), accountId, JSON.stringify(productIds)]
      )
    }

    /** A scan dismissed: the creates a plan held back may go. */
    @InjectManager()
    async releaseHeldCreates(accountId: string, @MedusaContext() context: SqlContext = {}): Promise<void> {
      await sql(
        context,
        `update ${SYNC_TABLE} set move_in = null, updated_at = now()
         where account_id = ? and move_in -> 'held' is not null and deleted_at is null`,
        [accountId]
      )
    }
  }
  return MoveInMarks
}
