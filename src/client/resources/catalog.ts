import type { EdmValue } from "../../protocol/edm"
import { equalsFilter, keyPredicate, queryString } from "../../protocol/literals"
import { ENTITY_SETS, EntitySetDef, SERVICE_PATH_IN_LINKS } from "../../protocol/schema"
import type { ClientCore, CreateOptions } from "../core"
import { ExchangeNotFoundError } from "../errors"
import type * as T from "../types"
import { defined, toEntity } from "./entity"

/** Create, read by id, list, delete and single-property PUT for one entity set. */
function entitySetResource<E, I>(core: ClientCore, set: EntitySetDef) {
  const path = (id: string) => `${set.name}${keyPredicate(id)}`
  return {
    async create(input: I, options?: CreateOptions): Promise<T.WithWarnings<E>> {
      return toEntity<E>(await core.create(set, defined(input as object), options))
    },
    async get(id: T.Id): Promise<T.WithWarnings<E>> {
      return toEntity<E>(await core.getEntry(set, path(id)))
    },
    /** Every entity, or those matching an OData `$filter` (A6), all pages followed. */
    async list(filter?: string): Promise<Array<T.WithWarnings<E>>> {
      return (await core.getAll(set, `${set.name}${queryString({ $filter: filter })}`)).map((e) => toEntity<E>(e))
    },
    /**
     * One page of the set's feed, or the page `next` names, with where the next one is (A21): a
     * reader that keeps its place between pages (the move-in scan) goes on from it after a crash.
     */
    async page(next?: string | null): Promise<{ entries: Array<T.WithWarnings<E>>; next: string | null }> {
      const feed = await core.firstPage(set, next ?? set.name)
      return { entries: feed.entries.map((e) => toEntity<E>(e)), next: feed.nextLink ? core.relativeToRoot(feed.nextLink) : null }
    },
    async find(conditions: Record<string, EdmValue | null>): Promise<T.WithWarnings<E> | undefined> {
      const filter = equalsFilter(Object.entries(conditions).map(([name, value]) => ({ name, type: set.properties[name].type, value })))
      return (await this.list(filter))[0]
    },
    /** Idempotent: deleting what is already gone is not an error. */
    async delete(id: T.Id): Promise<void> {
      try {
        await core.call({ method: "DELETE", path: path(id), idempotent: true })
      } catch (error) {
        if (!(error instanceof ExchangeNotFoundError)) throw error
      }
    },
    async updateProperty(id: T.Id, property: string, value: EdmValue | null): Promise<void> {
      await core.call({
        method: "PUT",
        path: `${path(id)}/${property}`,
        body: core.codec.encodePropertyRequest(set, property, value),
        idempotent: true,
      })
    },
    async related<R>(id: T.Id, navigation: string): Promise<Array<T.WithWarnings<R>>> {
      const target = ENTITY_SETS[set.navigation[navigation].target]
      return (await core.getAll(target, `${path(id)}/${navigation}`)).map((e) => toEntity<R>(e))
    },
  }
}

/** A set whose entities carry a ForeignId (ours, spec 2.1): create, read, list, delete, and the lookup by it. */
function foreignIdKeyed<E, I>(base: ReturnType<typeof entitySetResource<E, I>>) {
  return {
    create: base.create,
    get: base.get,
    list: base.list,
    delete: base.delete,
    findByForeignId: (foreignId: string) => base.find({ ForeignId: foreignId }),
  }
}

export function productsResource(core: ClientCore) {
  const base = entitySetResource<T.Product, T.ProductInput>(core, ENTITY_SETS.Products)
  const { updateProperty, related } = base
  return {
    ...foreignIdKeyed(base),
    page: base.page,
    updateProperty: <P extends T.ProductProperty>(id: T.Id, property: P, value: T.Product[P]) =>
      updateProperty(id, property, value as EdmValue),
    /** Spec 4.2: `POST Products(<Id>L)/$links/Catalogs` with the catalog's address. Linking twice is harmless. */
    async linkCatalog(productId: T.Id, catalogId: T.Id): Promise<void> {
      const uri = `${core.linkBase}${SERVICE_PATH_IN_LINKS}/Catalogs${keyPredicate(catalogId)}`
      await core.call({
        method: "POST",
        path: `Products${keyPredicate(productId)}/$links/Catalogs`,
        body: core.codec.encodeLinkRequest(uri),
        idempotent: true,
      })
    },
    async unlinkCatalog(productId: T.Id, catalogId: T.Id): Promise<void> {
      try {
        await core.call({
          method: "DELETE",
          path: `Products${keyPredicate(productId)}/$links/Catalogs${keyPredicate(catalogId)}`,
          idempotent: true,
        })
      } catch (error) {
        if (!(error instanceof ExchangeNotFoundError)) throw error
      }
    },
    images: (id: T.Id) => related<T.ProductImage>(id, "ProductImages"),
    variations: (id: T.Id) => related<T.ProductVariation>(id, "ProductVariations"),
    specifics: (id: T.Id) => related<T.ProductSpecific>(id, "ProductSpecifics"),
    optionalAttributes: (id: T.Id) => related<T.OptionalProductAttribute>(id, "OptionalProductAttributes"),
    discountOffers: (id: T.Id) => related<T.DiscountOffer>(id, "DiscountOffers"),
    catalogs: (id: T.Id) => related<T.Catalog>(id, "Catalogs"),
  }
}

export function productImagesResource(core: ClientCore) {
  const base = entitySetResource<T.ProductImage, T.ProductImageInput>(core, ENTITY_SETS.ProductImages)
  return { create: base.create, get: base.get, delete: base.delete, list: base.list }
}

export function productVariationsResource(core: ClientCore) {
  const base = entitySetResource<T.ProductVariation, T.ProductVariationInput>(core, ENTITY_SETS.ProductVariations)
  return {
    ...foreignIdKeyed(base),
    page: base.page,
    findBySku: (productId: T.Id, sku: string) => base.find({ ProductId: productId, Sku: sku }),
    updateProperty: <P extends T.ProductVariationProperty>(id: T.Id, property: P, value: T.ProductVariation[P]) =>
      base.updateProperty(id, property, value as EdmValue),
    specifics: (id: T.Id) => base.related<T.ProductVariationSpecific>(id, "ProductVariationSpecifics"),
  }
}

export function productVariationSpecificsResource(core: ClientCore) {
  const base = entitySetResource<T.ProductVariationSpecific, T.ProductVariationSpecificInput>(core, ENTITY_SETS.ProductVariationSpecifics)
  return {
    create: base.create,
    get: base.get,
    list: base.list,
    delete: base.delete,
    images: (id: T.Id) => base.related<T.ProductVariationImage>(id, "ProductVariationImages"),
  }
}

export function productSpecificsResource(core: ClientCore) {
  const base = entitySetResource<T.ProductSpecific, T.ProductSpecificInput>(core, ENTITY_SETS.ProductSpecifics)
  return { create: base.create, get: base.get, list: base.list, delete: base.delete }
}

export function optionalProductAttributesResource(core: ClientCore) {
  const base = entitySetResource<T.OptionalProductAttribute, T.OptionalProductAttributeInput>(core, ENTITY_SETS.OptionalProductAttributes)
  return { create: base.create, get: base.get, list: base.list, delete: base.delete }
}

export function productVariationImagesResource(core: ClientCore) {
  const base = entitySetResource<T.ProductVariationImage, T.ProductVariationImageInput>(core, ENTITY_SETS.ProductVariationImages)
  return { create: base.create, get: base.get, list: base.list, delete: base.delete }
}

export function discountOffersResource(core: ClientCore) {
  const set = ENTITY_SETS.DiscountOffers
  const base = entitySetResource<T.DiscountOffer, T.DiscountOfferInput>(core, set)
  return {
    create: (input: T.DiscountOfferInput) => base.create({ ProductVariationId: null, ...input }),
    get: base.get,
    list: base.list,
    delete: base.delete,
    /** Spec 4.2: `PUT DiscountOffers(<Id>L)` with the whole entity (absolute, so repeatable). */
    async replace(id: T.Id, input: T.DiscountOfferInput): Promise<void> {
      const body = core.codec.encodeEntityRequest(set, defined({ ProductVariationId: null, ...input }))
      await core.call({ method: "PUT", path: `DiscountOffers${keyPredicate(id)}`, body, idempotent: true })
    },
  }
}

export function catalogsResource(core: ClientCore) {
  const base = entitySetResource<T.Catalog, T.CatalogInput>(core, ENTITY_SETS.Catalogs)
  return {
    ...foreignIdKeyed(base),
    updateProperty: <P extends "Name" | "ParentId" | "IsRootLevel" | "ForeignId">(id: T.Id, property: P, value: T.Catalog[P]) =>
      base.updateProperty(id, property, value as EdmValue),
    products: (id: T.Id) => base.related<T.Product>(id, "Products"),
    children: (id: T.Id) => base.related<T.Catalog>(id, "ChildCatalogs"),
    /** One page of the catalog feed (the service check reads no more, A55). */
    page: base.page,
  }
}

export { entitySetResource }
