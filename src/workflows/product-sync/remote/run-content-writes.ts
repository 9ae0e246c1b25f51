import { asExchangeError, ExchangeClient, ExchangeError, ExchangeValidationError } from "../../../client"
import type { ProductInput } from "../../../client/types"
import { DISCOUNT_OFFER_TYPE, SERVICE_CODES } from "../../../protocol/schema"
import { classifyFailure } from "../../../queue/classify-failure"
import { endThenDelete } from "../../shared/end-listing"
import type { DesiredProduct, DesiredVariation } from "../utils/map-product"
import type { ContentWrite } from "../utils/plan-content"
import { Refusal, refusalOf } from "../utils/refusals"
import { ProductSnapshot } from "../../../modules/marketplace-exchange/types"
import { emptySnapshot } from "../utils/snapshot"
import { CreateHooks, guardedCreate, isCreate, mayHoldCreated, NO_HOOKS } from "./create-hooks"
import { heldSpecifics } from "./adopt-remote"
import { throwIfProductGone } from "./product-gone"
import { writeNamedValue } from "./write-named-values"
import { PRODUCT_LANE, WriteLane, writeLanes } from "../utils/write-lanes"

/** What a create sends: the properties that have a value (strict in what we send). */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined))

type Holder = { snapshot: ProductSnapshot | null }

/** "waiting": a write whose prerequisite is not on the service (its variation was held back); planned again next time. */
type Outcome = "done" | "waiting"

/**
 * Runs the content writes in lanes (write-lanes.ts): the product's create first, then every
 * lane at once, each in its order, so a product's variations, images, links and strike prices
 * go out together within the instance's in-flight limit (the client's). Each success is
 * recorded in the snapshot as it happens. A write the service refuses is recorded as a refusal
 * and the rest go on; a refused create of the product stops the run (nothing else can exist
 * without it). An outage or a setup failure stops every lane, waits for the writes already
 * out (their outcome is recorded too) and propagates: the caller saves the snapshot either
 * way, so a later run resumes where this one stopped and never creates anything twice.
 */
export async function runContentWrites(
  client: ExchangeClient,
  desired: DesiredProduct,
  writes: ContentWrite[],
  state: Holder,
  now: () => Date,
  hooks: CreateHooks = NO_HOOKS
): Promise<{ refusals: Refusal[]; sent: number }> {
  const refusals: Refusal[] = []
  let sent = 0
  /** The failure that stopped the lanes (the first one; the others are its echoes). */
  const failures: unknown[] = []
  let productRefused = false

  /**
   * Records of outcomes, started the moment each outcome is known; the lane goes on meanwhile
   * (its next write needs the outcome in memory, not on disk) and the run ends only once every
   * record is written. An intent is different: its record is awaited before its create goes out.
   */
  const records: Array<Promise<void>> = []
  const recordOutcome = (key: string) => records.push(hooks.after(key).catch((error) => void failures.push(error)))
  const runOne = async (write: ContentWrite) => {
    // The product the write addresses: a 404 for it stops every lane (A50), never a refusal of one write.
    const remoteId = write.op === "createProduct" ? null : (state.snapshot?.remoteId ?? null)
    try {
      if (isCreate(write)) await hooks.starting(write.key)
      if ((await runWrite(client, desired, write, state, now, hooks)) === "done") sent++
      recordOutcome(write.key)
    } catch (error) {
      if (remoteId) await throwIfProductGone(client, remoteId, error)
      if (classifyFailure(error) !== "refused") throw error
      // Refused: the outcome is known (nothing was created, or the variation is recorded already),
      // unless the answer to a create could not be read.
      if (!mayHoldCreated(write, error)) recordOutcome(write.key)
      refusals.push(refusalOf(write, "content", error as ExchangeError, now()))
      if (write.op === "createProduct") productRefused = true
    }
  }
  const lanes = writeLanes(writes)
  const running = new Map<string, Promise<void>>()
  const runLane = async (lane: WriteLane) => {
    await Promise.all(lane.after.map((key) => running.get(key)))
    for (const write of lane.writes) {
      if (failures.length || productRefused) return
      try {
        await runOne(write)
      } catch (error) {
        failures.push(error)
        return
      }
    }
  }
  const productLane = lanes.find((lane) => lane.key === PRODUCT_LANE)
  if (productLane) await runLane(productLane)
  // Lanes that wait for others start after them, so the ones they wait for are already running.
  for (const lane of lanes.filter((l) => l !== productLane).sort((a, b) => a.after.length - b.after.length))
    running.set(lane.key, runLane(lane))
  await Promise.all(running.values())
  await Promise.all(records)
  if (failures.length) throw failures[0]
  return { refusals, sent }
}

/** 8103: the variation already has a specific of this name (one a run sent and did not live to record). */
const holdsSpecificAlready = (error: unknown) =>
  error instanceof ExchangeValidationError && error.errors.some((m) => m.code === String(SERVICE_CODES.variationSpecificDuplicate.code))

async function createSpecifics(
  client: ExchangeClient,
  variationId: string,
  variation: DesiredVariation,
  into: Array<{ remoteId: string; name: string; value: string }>
) {
  const create = async (name: string, value: string) => {
    const created = await client.productVariationSpecifics.create({ ProductVariationId: variationId, Name: name, Value: value })
    into.push({ remoteId: created.Id, name, value })
  }
  for (const s of variation.specifics) {
    if (into.some((held) => held.name === s.name && held.value === s.value)) continue
    try {
      await create(s.name, s.value)
    } catch (error) {
      if (!holdsSpecificAlready(error)) throw error
      // The service's answer decides: what it holds is recorded, another value replaced, any we do not send go next run.
      into.splice(0, into.length, ...(await heldSpecifics(client, variationId)))
      const same = into.find((h) => h.name === s.name)
      if (same?.value === s.value) continue
      if (same) await client.productVariationSpecifics.delete(same.remoteId).then(() => into.splice(into.indexOf(same), 1))
      await create(s.name, s.value)
    }
  }
}

async function runWrite(
  client: ExchangeClient,
  desired: DesiredProduct,
  write: ContentWrite,
  state: Holder,
  now: () => Date,
  hooks: CreateHooks
): Promise<Outcome> {
  if (write.op === "createProduct") {
    const created = await client.products.create(present(write.fields) as ProductInput, guardedCreate(hooks, write.key))
    state.snapshot = emptySnapshot(created.Id, desired, now().toISOString())
    return "done"
  }
  const snap = state.snapshot
  if (!snap) return "waiting"
  const remoteVariation = (variantId: string | null) => (variantId ? (snap.variations[variantId]?.remoteId ?? null) : null)
  const offerKey = (variantId: string | null) => variantId ?? ""
  switch (write.op) {
    case "deleteProduct":
      // A type change (single <-> variation set) replaces the product: its listing ends first, so two never sell at once.
      await endThenDelete(client, snap.remoteId, snap.productType)
      state.snapshot = null
      break
    case "updateField":
      await client.products.updateProperty(snap.remoteId, write.name as never, write.value as never)
      snap.fields[write.name] = write.value
      // Matching back on: the merchant's categories are gone; choosing them again sends them again.
      if (write.name === "DisableAutomatch" && write.value === false) delete snap.marketplaceCategory
      break
    case "revisePrice":
      await client.operations.reviseInventoryStatus({ productId: snap.remoteId, price: write.price })
      snap.fields.Price = write.price
      snap.stockSentAt = now().toISOString()
      break
    case "createVariation": {
      const v = write.variation
      const created = await client.productVariations.create(
        { ProductId: snap.remoteId, Price: v.price!, StockAmount: v.stock, Sku: v.sku!, ForeignId: v.variantId },
        guardedCreate(hooks, write.key)
      )
      // Recorded before its specifics: a refused or failed specific must not lead to a second variation.
      snap.variations[v.variantId] = {
        remoteId: created.Id,
        sku: v.sku,
        price: v.price,
        stock: v.stock,
        specifics: [],
        stockSentAt: now().toISOString(),
      }
      await createSpecifics(client, created.Id, v, snap.variations[v.variantId].specifics)
      break
    }
    case "updateSku":
      await client.productVariations.updateProperty(snap.variations[write.variantId].remoteId, "Sku", write.sku)
      snap.variations[write.variantId].sku = write.sku
      break
    case "updateVariationForeignId":
      await client.productVariations.updateProperty(snap.variations[write.variantId].remoteId, "ForeignId", write.variantId)
      delete snap.variations[write.variantId].foreignId
      break
    case "replaceSpecifics": {
      const before = snap.variations[write.variation.variantId]
      while (before.specifics.length) {
        await client.productVariationSpecifics.delete(before.specifics[0].remoteId)
        before.specifics.shift()
      }
      await createSpecifics(client, before.remoteId, write.variation, before.specifics)
      break
    }
    case "removeVariation":
      await removeVariation(client, snap, write.variantId, now)
      break
    case "removeImage":
      await client.productImages.delete(write.remoteId)
      snap.images = snap.images.filter((i) => i.remoteId !== write.remoteId)
      break
    case "addImage": {
      const created = await client.productImages.create({ ProductId: snap.remoteId, ImageUrl: write.url, Type: write.type })
      snap.images.push({ remoteId: created.Id, url: write.url, type: write.type })
      break
    }
    case "linkCatalog":
      await client.products.linkCatalog(snap.remoteId, write.catalogId)
      snap.catalogIds.push(write.catalogId)
      break
    case "unlinkCatalog":
      await client.products.unlinkCatalog(snap.remoteId, write.catalogId)
      snap.catalogIds = snap.catalogIds.filter((id) => id !== write.catalogId)
      break
    case "createOffer":
    case "replaceOffer": {
      const variationId = remoteVariation(write.variantId)
      if (write.variantId && !variationId) return "waiting"
      const body = {
        ProductId: snap.remoteId,
        ProductVariationId: variationId,
        Price: write.price,
        Type: DISCOUNT_OFFER_TYPE.recommendedRetailPrice,
      }
      const existing = snap.offers[offerKey(write.variantId)]
      if (write.op === "replaceOffer" && existing) {
        await client.discountOffers.replace(existing.remoteId, body)
        existing.price = write.price
      } else {
        const created = await client.discountOffers.create(body)
        snap.offers[offerKey(write.variantId)] = { remoteId: created.Id, price: write.price }
      }
      break
    }
    case "deleteOffer":
      await client.discountOffers.delete(snap.offers[offerKey(write.variantId)].remoteId)
      delete snap.offers[offerKey(write.variantId)]
      break
    case "removeVariationImage": {
      await client.productVariationImages.delete(write.remoteId)
      const entry = snap.variationImages?.[write.value]
      if (entry) entry.images = entry.images.filter((i) => i.remoteId !== write.remoteId)
      break
    }
    case "addVariationImage": {
      const specific = snap.variations[write.variantId]?.specifics.find((s) => s.name === write.name && s.value === write.value)
      if (!specific) return "waiting"
      const images = (snap.variationImages ??= {})
      if (images[write.value]?.specificRemoteId !== specific.remoteId)
        images[write.value] = { specificRemoteId: specific.remoteId, images: [] }
      const created = await client.productVariationImages.create({
        ProductVariationSpecificId: specific.remoteId,
        ImageUrl: write.url,
        ImagePosition: write.position,
      })
      images[write.value].images.push({ remoteId: created.Id, url: write.url, position: write.position })
      break
    }
    case "setMarketplaceCategory": {
      try {
        await client.operations.setMarketplaceCategory({
          productId: snap.remoteId,
          categoryId1: write.categoryId1,
          categoryId2: write.categoryId2 ?? undefined,
        })
      } catch (error) {
        // Spec 4.3: a `false` is the service's refusal of these categories (the client throws it),
        // which the product shows until they change or Retry. They apply only with DisableAutomatch,
        // which may have been turned on at the service since: forgetting it sends it again.
        if (asExchangeError(error)?.code !== "false") throw error
        delete snap.fields.DisableAutomatch
        throw new ExchangeValidationError(
          `${(error as Error).message} Check that they are eBay.de categories, then press Retry (which also turns automatic ` +
            "matching off again).",
          { status: 200, code: "false" }
        )
      }
      snap.marketplaceCategory = { categoryId1: write.categoryId1, categoryId2: write.categoryId2 }
      break
    }
    case "setNamedValue":
    case "removeNamedValue":
      if (!(await writeNamedValue(client, snap, write))) return "waiting"
      break
  }
  return "done"
}

/**
 * End before delete, as a whole product's listing is ended (shared/end-listing.ts): a variation's
 * DELETE at the service need not end what the marketplace sells of it (A38, A49), so its stock
 * goes to 0 first. A stock 0 answered `false` or refused stops here: the DELETE waits for a later
 * run (the queue's backoff, or the refusal's Retry). A variation that has sold cannot be deleted
 * on the marketplace (service-facts): it stays, retired, at the stock 0 it already has.
 */
async function removeVariation(client: ExchangeClient, snapshot: ProductSnapshot, variantId: string, now: () => Date) {
  const variation = snapshot.variations[variantId]
  await client.operations.reviseInventoryStatus({ productId: snapshot.remoteId, productVariationId: variation.remoteId, stockAmount: 0 })
  Object.assign(variation, { stock: 0, stockSentAt: now().toISOString() })
  try {
    await client.productVariations.delete(variation.remoteId)
    delete snapshot.variations[variantId]
  } catch (error) {
    if (!(error instanceof ExchangeValidationError)) throw error
    variation.retired = true
  }
}
