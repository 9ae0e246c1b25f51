/**
 * The demo's marketplace buyers: once the seeded products are listed, a purchase of a random
 * listed item now and then (the sandbox's control API), of any account whose listings have stock,
 * each followed by "Import now" of that account through the admin API, so the order shows up in
 * the store at once (the schedule would also get it). The pace is the buyers', as on eBay: an
 * import that fails (the store restarting, a held order) is said once and changes nothing of it,
 * and nothing here ever throws into the demo.
 */
const DEFAULT_EVERY_MS = 45_000
/** Until the first purchase, look again this soon: listings appear as the catalog sync goes. */
const FIRST_LOOK_MS = 3_000

async function json(url, options = {}) {
  const res = await fetch(url, { ...options, headers: { "content-type": "application/json", ...(options.headers || {}) } })
  const text = await res.text()
  if (!res.ok) throw new Error(`${options.method || "GET"} ${url} answered ${res.status}: ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : undefined
}

/** Listed products and, for variation sets, variations with stock: what a buyer can buy. */
function buyable(state) {
  const listed = Object.entries(state.listings || {})
    .filter(([, l]) => l.active && l.quantity > 0)
    .map(([id]) => id)
  const variations = Object.entries(state.sets.ProductVariations || {})
  return listed.flatMap((productId) => {
    const product = state.sets.Products[productId]
    if (!product) return []
    const own = variations.filter(([, v]) => String(v.ProductId) === productId && Number(v.StockAmount) > 0)
    if (Number(product.ProductType) === 1) return own.map(([variationId]) => ({ productId, variationId, title: product.Title }))
    return Number(product.StockAmount) > 0 ? [{ productId, title: product.Title }] : []
  })
}

/** What an "Import now" answered, in one line; an answer of another shape is said as such, never read blindly. */
function importWords(answer) {
  const summary = answer && typeof answer === "object" ? answer.summary : undefined
  if (!summary || typeof summary !== "object") return "the import answered without a summary; the scheduled import gets the order."
  return `${Number(summary.created) || 0} new order(s), ${Number(summary.parked) || 0} held.`
}

function startPurchaseSimulator({ sandboxUrl, storeUrl, admin, everyMs = DEFAULT_EVERY_MS, buy = true, log }) {
  let token
  let timer
  let stopped = false
  let bought = false
  const adminCall = async (method, path, body) => {
    token ??= (await json(`${storeUrl}/auth/user/emailpass`, { method: "POST", body: JSON.stringify(admin) })).token
    try {
      return await json(`${storeUrl}${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { authorization: `Bearer ${token}` },
      })
    } catch (error) {
      if (!/answered 401/.test(error.message)) throw error
      token = undefined
      return adminCall(method, path, body)
    }
  }
  /** Every account with its sandbox user: a buyer shops on each account's own listings. */
  const accounts = async () => {
    const answer = await adminCall("GET", "/admin/marketplace-exchange/accounts")
    return (answer?.accounts ?? []).filter((a) => a.user_name)
  }
  /** One purchase, when something is listed with stock; answers the account it was made on, or null. */
  const purchase = async () => {
    const choices = []
    for (const account of await accounts()) {
      const state = await json(`${sandboxUrl}/_sandbox/state?account=${encodeURIComponent(account.user_name)}`)
      for (const item of buyable(state)) choices.push({ ...item, account })
    }
    if (!choices.length) return null
    const pick = choices[Math.floor(Math.random() * choices.length)]
    const paid = Math.random() < 0.7
    const { salesOrderId } = await json(`${sandboxUrl}/_sandbox/purchases`, {
      method: "POST",
      body: JSON.stringify({
        productId: pick.productId,
        productVariationId: pick.variationId,
        quantity: 1,
        paid,
        account: pick.account.user_name,
      }),
    })
    log(
      `A marketplace buyer bought "${pick.title}" on account "${pick.account.name}" ` +
        `(sales order ${salesOrderId}, ${paid ? "paid" : "not paid yet"}).`
    )
    return pick.account
  }
  const importNow = async (account) => {
    try {
      const answer = await adminCall("POST", `/admin/marketplace-exchange/orders/import?account_id=${encodeURIComponent(account.id)}`, {})
      log(`Imported: ${importWords(answer)}`)
    } catch (error) {
      log(`The import did not run now (${error.message}); the scheduled import gets the order.`)
    }
  }
  const loop = async () => {
    if (stopped) return
    let account = null
    try {
      account = await purchase()
    } catch (error) {
      log(`No purchase this time: ${error.message}`)
    }
    if (account) await importNow(account)
    // The buyers' pace, whatever the import did; only before the first purchase is the look sooner.
    if (!stopped) timer = setTimeout(loop, account || bought ? everyMs : FIRST_LOOK_MS)
    if (account) bought = true
  }
  return {
    /** Lists the catalog on the marketplace right away ("Sync all"), then starts buying. */
    async start() {
      await adminCall("POST", "/admin/marketplace-exchange/sync", {})
      if (!buy) return log("Sync all started; no simulated purchases (DEMO_PURCHASE_SECONDS=0).")
      log(`Sync all started; a simulated purchase follows every ${Math.round(everyMs / 1000)} s once products are listed.`)
      timer = setTimeout(loop, 2_000)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

module.exports = { startPurchaseSimulator, buyable, importWords }
