import { ExchangeClient, ExchangeValidationError } from "../../client"
import type { ProductInput } from "../../client/types"
import { DISCOUNT_OFFER_TYPE } from "../../protocol/schema"
import type { DesiredProduct, DesiredVariation } from "../mappers/map-product"
import type { PushStep } from "../mappers/plan-push"
import { emptySnapshot, ProductSnapshot } from "../mappers/snapshot"

/** What a create sends: the properties that have a value (strict in what we send). */
const present = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined))

/**
 * Runs the planned remote writes in order, recording each success in the snapshot as it
 * happens. The caller saves the snapshot whether the run ends or fails, so a later run
 * resumes where this one stopped and never creates anything twice.
 */
export async function executePush(
  client: ExchangeClient,
  desired: DesiredProduct,
  steps: PushStep[],
  state: { snapshot: ProductSnapshot | null }
): Promise<void> {
  const snap = () => state.snapshot!
  const offerKey = (variantId: string | null) => variantId ?? ""
  const remoteVariation = (variantId: string | null) => (variantId ? snap().variations[variantId]?.remoteId ?? null : null)

  async function createSpecifics(variationId: string, variation: DesiredVariation) {
    const specifics = []
    for (const s of variation.specifics) {
      const created = await client.productVariationSpecifics.create({ ProductVariationId: variationId, Name: s.name, Value: s.value })
      specifics.push({ remoteId: created.Id, name: s.name, value: s.value })
    }
    return specifics
  }

  for (const step of steps) {
    switch (step.op) {
      case "createProduct": {
        const created = await client.products.create(present(step.fields) as ProductInput)
        state.snapshot = emptySnapshot(created.Id, desired)
        break
      }
      case "deleteProduct":
        await client.products.delete(snap().remoteId)
        state.snapshot = null
        break
      case "updateField":
        await client.products.updateProperty(snap().remoteId, step.name as never, step.value as never)
        snap().fields[step.name] = step.value
        break
      case "reviseProduct":
        await client.operations.reviseInventoryStatus({ productId: snap().remoteId, price: step.price, stockAmount: step.stock })
        if (step.price !== undefined) snap().fields.Price = step.price
        if (step.stock !== undefined) snap().fields.StockAmount = step.stock
        break
      case "createVariation": {
        const v = step.variation
        const created = await client.productVariations.create({ ProductId: snap().remoteId, Price: v.price!, StockAmount: v.stock, Sku: v.sku!, ForeignId: v.variantId })
        snap().variations[v.variantId] = { remoteId: created.Id, sku: v.sku, price: v.price, stock: v.stock, specifics: [] }
        snap().variations[v.variantId].specifics = await createSpecifics(created.Id, v)
        break
      }
      case "updateSku":
        await client.productVariations.updateProperty(snap().variations[step.variantId].remoteId, "Sku", step.sku)
        snap().variations[step.variantId].sku = step.sku
        break
      case "replaceSpecifics": {
        const before = snap().variations[step.variation.variantId]
        for (const s of before.specifics) await client.productVariationSpecifics.delete(s.remoteId)
        before.specifics = []
        before.specifics = await createSpecifics(before.remoteId, step.variation)
        break
      }
      case "reviseVariation": {
        const before = snap().variations[step.variantId]
        await client.operations.reviseInventoryStatus({ productId: snap().remoteId, productVariationId: before.remoteId, price: step.price, stockAmount: step.stock })
        if (step.price !== undefined) before.price = step.price
        if (step.stock !== undefined) before.stock = step.stock
        before.retired = false
        break
      }
      case "removeVariation":
        await removeVariation(client, snap(), step.variantId)
        break
      case "removeImage":
        await client.productImages.delete(step.remoteId)
        snap().images = snap().images.filter((i) => i.remoteId !== step.remoteId)
        break
      case "addImage": {
        const created = await client.productImages.create({ ProductId: snap().remoteId, ImageUrl: step.url, Type: step.type })
        snap().images.push({ remoteId: created.Id, url: step.url, type: step.type })
        break
      }
      case "linkCatalog":
        await client.products.linkCatalog(snap().remoteId, step.catalogId)
        snap().catalogIds.push(step.catalogId)
        break
      case "unlinkCatalog":
        await client.products.unlinkCatalog(snap().remoteId, step.catalogId)
        snap().catalogIds = snap().catalogIds.filter((id) => id !== step.catalogId)
        break
      case "createOffer": {
        const created = await client.discountOffers.create({ ProductId: snap().remoteId, ProductVariationId: remoteVariation(step.variantId), Price: step.price, Type: DISCOUNT_OFFER_TYPE.recommendedRetailPrice })
        snap().offers[offerKey(step.variantId)] = { remoteId: created.Id, price: step.price }
        break
      }
      case "replaceOffer": {
        const offer = snap().offers[offerKey(step.variantId)]
        await client.discountOffers.replace(offer.remoteId, { ProductId: snap().remoteId, ProductVariationId: remoteVariation(step.variantId), Price: step.price, Type: DISCOUNT_OFFER_TYPE.recommendedRetailPrice })
        offer.price = step.price
        break
      }
      case "removeVariationImage": {
        await client.productVariationImages.delete(step.remoteId)
        const entry = snap().variationImages?.[step.value]
        if (entry) entry.images = entry.images.filter((i) => i.remoteId !== step.remoteId)
        break
      }
      case "addVariationImage": {
        const specific = snap().variations[step.variantId]?.specifics.find((s) => s.name === step.name && s.value === step.value)
        if (!specific) throw new Error(`No specifics record for ${step.name} "${step.value}" on variant ${step.variantId}`)
        const images = (snap().variationImages ??= {})
        if (images[step.value]?.specificRemoteId !== specific.remoteId) images[step.value] = { specificRemoteId: specific.remoteId, images: [] }
        const created = await client.productVariationImages.create({ ProductVariationSpecificId: specific.remoteId, ImageUrl: step.url, ImagePosition: step.position })
        images[step.value].images.push({ remoteId: created.Id, url: step.url, position: step.position })
        break
      }
      case "setMarketplaceCategory":
        await client.operations.setMarketplaceCategory({ productId: snap().remoteId, categoryId1: step.categoryId1, categoryId2: step.categoryId2 ?? undefined })
        snap().marketplaceCategory = { categoryId1: step.categoryId1, categoryId2: step.categoryId2 }
        break
      case "deleteOffer":
        await client.discountOffers.delete(snap().offers[offerKey(step.variantId)].remoteId)
        delete snap().offers[offerKey(step.variantId)]
        break
    }
  }
}

/** A variation that has sold cannot be deleted on the marketplace (service-facts): stock 0 instead. */
async function removeVariation(client: ExchangeClient, snapshot: ProductSnapshot, variantId: string) {
  const variation = snapshot.variations[variantId]
  try {
    await client.productVariations.delete(variation.remoteId)
    delete snapshot.variations[variantId]
  } catch (error) {
    if (!(error instanceof ExchangeValidationError)) throw error
    await client.operations.reviseInventoryStatus({ productId: snapshot.remoteId, productVariationId: variation.remoteId, stockAmount: 0 })
    variation.stock = 0
    variation.retired = true
  }
}
