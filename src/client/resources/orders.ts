import type { EdmValue } from "../../protocol/edm"
import { changedSinceFilter, keyPredicate, queryString, unimportedOrdersFilter } from "../../protocol/literals"
import { ENTITY_SETS, SALES_ORDER_EXPANDS } from "../../protocol/schema"
import type { ClientCore } from "../core"
import type * as T from "../types"
import { toEntity } from "./entity"
import { orderPollResource, OrderPollForm } from "./order-poll"

const ORDERS = ENTITY_SETS.SalesOrders
const ITEMS = ENTITY_SETS.SalesOrderItems

export function salesOrdersResource(core: ClientCore) {
  const feed = (filter: string, expand: readonly T.SalesOrderExpand[]) =>
    `SalesOrders()${queryString({ $filter: filter, $expand: expand.length ? expand : undefined })}`
  const pages = async function* (path: string) {
    for await (const page of core.pages(ORDERS, path)) yield page.entries.map((e) => toEntity<T.SalesOrder>(e))
  }
  const poll = orderPollResource(core)
  return {
    /** Spec 4.2 rule 4: orders no external system has claimed, a page at a time. */
    unimportedPages: (expand: readonly T.SalesOrderExpand[] = SALES_ORDER_EXPANDS) => pages(feed(unimportedOrdersFilter(), expand)),
    async listUnimported(expand: readonly T.SalesOrderExpand[] = SALES_ORDER_EXPANDS): Promise<T.SalesOrder[]> {
      const all: T.SalesOrder[] = []
      for await (const page of pages(feed(unimportedOrdersFilter(), expand))) all.push(...page)
      return all
    },
    /** Spec 4.2 rule 4: orders the marketplace changed after `since` (UTC). */
    changedSincePages: (since: Date, expand: readonly T.SalesOrderExpand[] = []) => pages(feed(changedSinceFilter(since), expand)),
    async listChangedSince(since: Date, expand: readonly T.SalesOrderExpand[] = []): Promise<T.SalesOrder[]> {
      const all: T.SalesOrder[] = []
      for await (const page of pages(feed(changedSinceFilter(since), expand))) all.push(...page)
      return all
    },
    /** The order poll (A29, A31): orders without ForeignOrderId or changed after `since`, without $expand, a page at a time. */
    newOrChangedPages: (since: Date) => poll.newOrChangedPages(since),
    /** How this connection asks the poll's question (A31): joined, or the two shown forms apart since the service refused it. */
    get pollForm(): OrderPollForm {
      return poll.form
    },
    /** Takes a `separate` form learned elsewhere on this connection (A31, A55). */
    adoptPollForm: (learned: OrderPollForm) => poll.adopt(learned),
    /** One page of one form of the poll's question, as the poll asks it (the service check, A55). */
    pollFormPage: (form: "joined" | "unimported" | "changed", since: Date) => poll.formPage(form, since),
    async get(id: T.Id, expand: readonly T.SalesOrderExpand[] = SALES_ORDER_EXPANDS): Promise<T.SalesOrder> {
      return toEntity<T.SalesOrder>(
        await core.getEntry(ORDERS, `SalesOrders${keyPredicate(id)}${queryString({ $expand: expand.length ? expand : undefined })}`)
      )
    },
    /** Spec 4.2 rule 1: one property at a time. Absolute values, so repeatable. */
    async updateProperty<P extends T.SalesOrderProperty>(id: T.Id, property: P, value: T.SalesOrder[P]): Promise<void> {
      const body = core.codec.encodePropertyRequest(ORDERS, property, value as EdmValue)
      await core.call({ method: "PUT", path: `SalesOrders${keyPredicate(id)}/${property}`, body, idempotent: true })
    },
  }
}

export function salesOrderItemsResource(core: ClientCore) {
  const put = async (id: T.Id, property: T.SalesOrderItemProperty, value: EdmValue | null) => {
    const body = core.codec.encodePropertyRequest(ITEMS, property, value)
    await core.call({ method: "PUT", path: `SalesOrderItems${keyPredicate(id)}/${property}`, body, idempotent: true })
  }
  return {
    /** Item-level shipping (spec 1 rule 11 allows partial delivery at item level). */
    updateShippingStatus: (id: T.Id, status: number) => put(id, "ShippingStatus", status),
    /** A13: at most 8 numbers, `;`-separated, 255 characters. */
    async updateTracking(id: T.Id, trackingNumbers: string[], carrier?: string): Promise<void> {
      if (carrier !== undefined) await put(id, "CarrierUsed", carrier)
      await put(id, "TrackingNumbers", trackingNumbers.join(";"))
    },
    /** A13: the carrier the tracking numbers belong to, as the vendor's connector sends it with them. */
    updateCarrier: (id: T.Id, carrier: string) => put(id, "CarrierUsed", carrier),
    async product(id: T.Id): Promise<T.Product> {
      return toEntity<T.Product>(await core.getEntry(ENTITY_SETS.Products, `SalesOrderItems${keyPredicate(id)}/Product`))
    },
    async productVariation(id: T.Id): Promise<T.ProductVariation> {
      return toEntity<T.ProductVariation>(
        await core.getEntry(ENTITY_SETS.ProductVariations, `SalesOrderItems${keyPredicate(id)}/ProductVariation`)
      )
    },
  }
}
