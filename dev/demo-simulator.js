/**
 * The demo's marketplace buyers: once the seeded products are listed, a purchase of a random
 * listed item now and then (the sandbox's control API), each followed by "Import now" through
 * the admin API, so the order shows up in the store at once (the schedule would also get it).
 */
const DEFAULT_EVERY_MS = 45_000

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

function startPurchaseSimulator({ sandboxUrl, storeUrl, admin, everyMs = DEFAULT_EVERY_MS, buy = true, log }) {
  let token
  let timer
  let stopped = false
  const adminCall = async (path, body) => {
    token ??= (await json(`${storeUrl}/auth/user/emailpass`, { method: "POST", body: JSON.stringify(admin) })).token
    try {
      return await json(`${storeUrl}${path}`, { method: "POST", body: JSON.stringify(body), headers: { authorization: `Bearer ${token}` } })
    } catch (error) {
      if (!/answered 401/.test(error.message)) throw error
      token = undefined
      return adminCall(path, body)
    }
  }
  const purchase = async () => {
    const choices = buyable(await json(`${sandboxUrl}/_sandbox/state`))
    if (!choices.length) return false
    const pick = choices[Math.floor(Math.random() * choices.length)]
    const paid = Math.random() < 0.7
    const { salesOrderId } = await json(`${sandboxUrl}/_sandbox/purchases`, {
      method: "POST",
      body: JSON.stringify({ productId: pick.productId, productVariationId: pick.variationId, quantity: 1, paid }),
    })
    log(`A marketplace buyer bought "${pick.title}" (sales order ${salesOrderId}, ${paid ? "paid" : "not paid yet"}).`)
    const { summary } = await adminCall("/admin/marketplace-exchange/orders/import", {})
    log(`Imported: ${summary.created} new order(s), ${summary.parked} parked.`)
    return true
  }
  const loop = async () => {
    if (stopped) return
    let bought = false
    try {
      bought = await purchase()
    } catch (error) {
      log(`purchase simulation: ${error.message}`)
    }
    // Until the first purchase, look again soon: listings appear as the catalog sync goes.
    if (!stopped) timer = setTimeout(loop, bought ? everyMs : 3_000)
  }
  return {
    /** Lists the catalog on the marketplace right away ("Sync all"), then starts buying. */
    async start() {
      await adminCall("/admin/marketplace-exchange/sync", {})
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

module.exports = { startPurchaseSimulator, buyable }
