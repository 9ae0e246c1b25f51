import type { ExchangeClient } from "../../../client"
import type { HistoryEntry } from "../../../client/history"
import { CHECKED_REQUESTS, type CheckedRequest } from "../utils/record"
import type { ReadResult } from "../utils/verdicts"

/** What the check asks about: one product the plugin holds as listed, one order it imported (their ids at the service). */
export interface CheckSubjects {
  remoteProductId: string | null
  remoteOrderId: string | null
}

/** What the reads brought back, beside how each went. */
export interface ServiceReads {
  results: ReadResult[]
  /** The service description as sent (A54), when it answered. */
  metadata: string | null
  /** The orders of the order pages read (every form), as the client read them. */
  orders: Array<Record<string, unknown>>
  /** The imported order's history, when it answered. */
  history: HistoryEntry[]
}

/** How far back the changed-orders form asks: any time works for the question's form; a day keeps the page small. */
const CHANGED_SINCE_MS = 24 * 60 * 60 * 1000

/**
 * One read within `timeoutMs`, timed: its value, or what it threw, or that no answer came in
 * time (the client's own timeout is longer; the check does not wait for it).
 */
async function timed<T>(request: CheckedRequest, timeoutMs: number, run: () => Promise<T>): Promise<{ result: ReadResult; value?: T }> {
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), timeoutMs)))
  try {
    const value = await Promise.race([run(), late])
    const ms = Date.now() - started
    if (value === LATE) return { result: { request, ok: false, ms, error: null, timedOut: true } }
    return { result: { request, ok: true, ms }, value: value as T }
  } catch (error) {
    return { result: { request, ok: false, ms: Date.now() - started, error } }
  } finally {
    clearTimeout(timer)
  }
}
const LATE = Symbol("late")

/**
 * The service check's reads (A55), reads only: a fresh login, then every other read at once (none
 * depends on another, but a product's own variations on the product page when the plugin holds
 * no product): one page of Catalogs, Products and ProductVariations (A43), the order poll's
 * filter joined and each form apart as the poll asks them (A29, A31), a product's variations
 * (the scan's fallback), ProductIsListed of a listed product, GetSalesOrderHistory of an
 * imported order, and `$metadata` (A54). Each read has `timeoutMs`; after a failed login
 * nothing else is asked.
 */
export async function readService(
  client: ExchangeClient,
  subjects: CheckSubjects,
  options: { timeoutMs: number; now?: Date }
): Promise<ServiceReads> {
  const { timeoutMs } = options
  const since = new Date((options.now ?? new Date()).getTime() - CHANGED_SINCE_MS)
  const login = await timed("login", timeoutMs, () => client.login())
  if (!("ok" in login.result && login.result.ok)) {
    const rest = ALL_BUT_LOGIN.map((request): ReadResult => ({ request, notAsked: "login" }))
    return { results: [login.result, ...rest], metadata: null, orders: [], history: [] }
  }
  const asked = Date.now()
  const products = timed("products", timeoutMs, () => client.products.page())
  const productId = subjects.remoteProductId
    ? Promise.resolve(subjects.remoteProductId)
    : products.then(({ value }) => (value?.entries[0] ? String(value.entries[0].Id) : null))
  const orderForm = (request: CheckedRequest, form: "joined" | "unimported" | "changed") =>
    timed(request, timeoutMs, () => client.salesOrders.pollFormPage(form, since))
  const [catalogs, productPage, variations, ofProduct, joined, unimported, changed, listed, history, metadata] = await Promise.all([
    timed("catalogs", timeoutMs, () => client.catalogs.page()),
    products,
    timed("product_variations", timeoutMs, () => client.productVariations.page()),
    productId.then((id) =>
      id
        ? // After the product page, within what is left of the same limit: the check stays one login and one round long.
          timed("variations_of_product", Math.max(1, timeoutMs - (Date.now() - asked)), () => client.products.variations(id))
        : { result: { request: "variations_of_product", notAsked: "no_product" } as ReadResult }
    ),
    orderForm("orders_joined", "joined"),
    orderForm("orders_unimported", "unimported"),
    orderForm("orders_changed", "changed"),
    subjects.remoteProductId
      ? timed("product_is_listed", timeoutMs, () => client.operations.productIsListed(subjects.remoteProductId!))
      : { result: { request: "product_is_listed", notAsked: "no_product" } as ReadResult },
    subjects.remoteOrderId
      ? timed("order_history", timeoutMs, () => client.operations.getSalesOrderHistory(subjects.remoteOrderId!))
      : { result: { request: "order_history", notAsked: "no_order" } as ReadResult, value: undefined },
    timed("metadata", timeoutMs, () => client.metadata()),
  ])
  return {
    results: [login, catalogs, productPage, variations, ofProduct, joined, unimported, changed, listed, history, metadata].map(
      (r) => r.result
    ),
    metadata: metadata.value ?? null,
    orders: [joined, unimported, changed].flatMap((r) => (r.value ?? []) as unknown as Array<Record<string, unknown>>),
    history: history.value ?? [],
  }
}

/** Every read but the login: none is asked once the login failed. */
const ALL_BUT_LOGIN = CHECKED_REQUESTS.filter((request) => request !== "login")
