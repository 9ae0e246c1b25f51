import { EdmValue, EntityValues, VerbatimValue } from "../protocol/edm"
import { ENTITY_SETS, EntitySetName } from "../protocol/schema"
import type { SandboxClock } from "./clock"
import { notFound } from "./http/errors"
import { LookupIndex } from "./lookup-index"
import { deserializeState, type SandboxState, serializeState } from "./state"

/** The account's owner id, as a create response of Products carries it (spec 2.1, UserId). */
export const SANDBOX_USER_ID = "1"

/** Values the service sets itself (spec 2: system-set), on create and on every change. */
function systemValues(set: EntitySetName, now: Date, creating: boolean): EntityValues {
  if (set === "Products") {
    return creating
      ? { CreationDate: now, ModificationDate: now, MatchingStatus: 0, IsWowDeal: false, UserId: SANDBOX_USER_ID }
      : { ModificationDate: now }
  }
  if (set === "DiscountOffers") return { ModifiedDate: now }
  return {}
}

/** Entities that cannot exist without their parent, and the property pointing at it (A5). */
const DEPENDENTS: Partial<Record<EntitySetName, Array<[EntitySetName, string]>>> = {
  Products: [
    ["ProductImages", "ProductId"],
    ["ProductSpecifics", "ProductId"],
    ["OptionalProductAttributes", "ProductId"],
    ["ProductVariations", "ProductId"],
    ["DiscountOffers", "ProductId"],
  ],
  ProductVariations: [
    ["ProductVariationSpecifics", "ProductVariationId"],
    ["ProductVariationPictures", "ProductVariationId"],
    ["DiscountOffers", "ProductVariationId"],
  ],
  ProductVariationSpecifics: [["ProductVariationImages", "ProductVariationSpecificId"]],
  Catalogs: [["Catalogs", "ParentId"]],
  SalesOrders: [["SalesOrderItems", "SalesOrderId"]],
}

const byId = (a: [string, EntityValues], b: [string, EntityValues]) => {
  const x = BigInt(a[0])
  const y = BigInt(b[0])
  return x < y ? -1 : x > y ? 1 : 0
}

/** The entity sets in memory: ids, lookups, cascading deletes and catalog links. */
export class EntityStore {
  /** Lookup indexes by set, then property: built on the first lookup, kept in step by every write. */
  private indexes = new Map<EntitySetName, Map<string, LookupIndex>>()

  constructor(
    private current: SandboxState,
    private readonly clock: SandboxClock
  ) {}

  get state(): SandboxState {
    return this.current
  }

  /** A new state (a reset) leaves every index behind. */
  set state(state: SandboxState) {
    this.current = state
    this.indexes = new Map()
  }

  /**
   * The whole state as it is now, and a function that puts it back when what follows fails (a
   * seed, a batch's changeset): the one undo of the sandbox. The copy is the state's own serialized
   * form, as `--data` writes it, so dates come back as dates (`structuredClone` under Jest gives
   * dates of another realm). An id given meanwhile is not given again, as an identity column's is
   * not (A41).
   */
  snapshot(): () => void {
    const before = serializeState(this.current)
    return () => {
      const restored = deserializeState(before)
      restored.nextId = Math.max(restored.nextId, this.current.nextId)
      this.state = restored
    }
  }

  newId(): string {
    this.state.nextId += 1
    return String(this.state.nextId)
  }

  get(set: EntitySetName, id: string): EntityValues | undefined {
    return this.state.sets[set][id]
  }

  require(set: EntitySetName, id: string): EntityValues {
    const found = this.get(set, id)
    if (!found) throw notFound(`${set}(${id}L)`)
    return found
  }

  /** Entities of a set in Id order, optionally only those whose `property` equals `value`. */
  list(set: EntitySetName, property?: string, value?: string | null): Array<[string, EntityValues]> {
    if (property === undefined) return Object.entries(this.state.sets[set]).sort(byId)
    return this.lookup(set, property, value ?? null).filter(([, v]) => (v[property] ?? null) === value)
  }

  /**
   * Entities of a set in Id order whose `property` may equal `value` as `$filter eq` compares:
   * every match, perhaps more (callers compare), found through an index and not by a scan.
   */
  lookup(set: EntitySetName, property: string, value: EdmValue | null): Array<[string, EntityValues]> {
    const entities = this.state.sets[set]
    const found: Array<[string, EntityValues]> = []
    for (const id of this.index(set, property).candidates(value)) found.push([id, entities[id]])
    return found.sort(byId)
  }

  private index(set: EntitySetName, property: string): LookupIndex {
    let bySet = this.indexes.get(set)
    if (!bySet) this.indexes.set(set, (bySet = new Map()))
    let index = bySet.get(property)
    if (!index) bySet.set(property, (index = new LookupIndex(property, this.state.sets[set])))
    return index
  }

  private indexed(set: EntitySetName, each: (index: LookupIndex) => void): void {
    for (const index of this.indexes.get(set)?.values() ?? []) each(index)
  }

  insert(set: EntitySetName, values: EntityValues): [string, EntityValues] {
    const id = this.newId()
    // Every property is present in responses, null when not set, as the service answers.
    const blank = Object.fromEntries(Object.keys(ENTITY_SETS[set].properties).map((name) => [name, null]))
    const stored = { ...blank, ...values, ...systemValues(set, this.clock.now(), true), Id: id }
    this.state.sets[set][id] = stored
    this.indexed(set, (index) => index.add(id, stored))
    return [id, stored]
  }

  update(set: EntitySetName, id: string, changes: EntityValues): EntityValues {
    const changed = { ...changes, ...systemValues(set, this.clock.now(), false) }
    const previous = this.require(set, id)
    const updated = { ...previous, ...changed, Id: id }
    this.indexed(set, (index) => {
      index.delete(id, previous)
      index.add(id, updated)
    })
    this.state.sets[set][id] = updated
    // A10: a ParentId written by PUT or MERGE names the catalog's one parent.
    if (set === "Catalogs" && "ParentId" in changes) delete this.state.furtherParents[id]
    // A changed property is the service's own value again, no longer the seeded one.
    const verbatim = this.state.verbatim[set]?.[id]
    if (verbatim) for (const name of Object.keys(changed)) delete verbatim[name]
    return updated
  }

  /** Remembers values as `POST /_sandbox/seed` gave them, to be served as they are (A30). */
  keepVerbatim(set: EntitySetName, id: string, values: Record<string, string | number | boolean>): void {
    if (Object.keys(values).length) (this.state.verbatim[set] ??= {})[id] = { ...values }
  }

  /**
   * The values to write into a response: the stored ones, and seeded ones exactly as given
   * (A30). The codec's writers write a VerbatimValue as it is, whatever the property's type.
   */
  wire(set: EntitySetName, id: string): EntityValues {
    const values = this.require(set, id)
    const verbatim = this.state.verbatim[set]?.[id]
    if (!verbatim) return values
    const given = Object.entries(verbatim).map(([name, value]) => [name, new VerbatimValue(value) as unknown as EdmValue])
    return { ...values, ...Object.fromEntries(given) }
  }

  private forget(set: EntitySetName, id: string | null | undefined): void {
    if (!id) return
    const values = this.get(set, id)
    if (values) this.indexed(set, (index) => index.delete(id, values))
    delete this.state.sets[set][id]
    delete this.state.verbatim[set]?.[id]
  }

  /** Deletes an entity and everything that depends on it. */
  remove(set: EntitySetName, id: string): void {
    this.require(set, id)
    for (const [childSet, property] of DEPENDENTS[set] ?? []) {
      for (const [childId] of this.list(childSet, property, id)) {
        if (this.get(childSet, childId)) this.remove(childSet, childId)
      }
    }
    this.forget(set, id)
    if (set === "Products") {
      delete this.state.catalogLinks[id]
      delete this.state.marketplaceCategories[id]
      delete this.state.productProfiles[id]
    }
    if (set === "Catalogs") {
      delete this.state.catalogProfiles[id]
      delete this.state.furtherParents[id]
      for (const [childId, parents] of Object.entries(this.state.furtherParents)) {
        const left = parents.filter((parentId) => parentId !== id)
        if (left.length) this.state.furtherParents[childId] = left
        else delete this.state.furtherParents[childId]
      }
      for (const productId of Object.keys(this.state.catalogLinks)) this.unlinkCatalog(productId, id)
    }
    if (set === "SalesOrders") {
      const relations = this.state.orderRelations[id]
      delete this.state.history[id]
      delete this.state.orderRelations[id]
      if (relations) {
        this.forget("Buyers", relations.buyerId)
        this.forget("Addresses", relations.addressId)
        this.forget("Addresses", relations.shippingAddressId)
      }
    }
  }

  removeAll(set: EntitySetName): void {
    for (const [id] of this.list(set)) if (this.get(set, id)) this.remove(set, id)
  }

  linkCatalog(productId: string, catalogId: string): void {
    const links = (this.state.catalogLinks[productId] ??= [])
    if (!links.includes(catalogId)) links.push(catalogId)
  }

  /** False when there was no such link. */
  unlinkCatalog(productId: string, catalogId: string): boolean {
    const links = this.state.catalogLinks[productId] ?? []
    const index = links.indexOf(catalogId)
    if (index < 0) return false
    links.splice(index, 1)
    if (!links.length) delete this.state.catalogLinks[productId]
    return true
  }

  catalogsOf(productId: string): string[] {
    return [...(this.state.catalogLinks[productId] ?? [])]
  }

  /** A10: the parent ParentId names first, then any further ones a link kept; only catalogs that exist. */
  parentsOf(catalogId: string): string[] {
    const own = this.get("Catalogs", catalogId)?.ParentId
    const ids = own === null || own === undefined ? [] : [String(own)]
    for (const id of this.state.furtherParents[catalogId] ?? []) if (!ids.includes(id)) ids.push(id)
    return ids.filter((id) => this.get("Catalogs", id))
  }

  /** A10: the catalogs that name this one as a parent, by ParentId or by a further link. */
  childrenOf(catalogId: string): string[] {
    const children = this.list("Catalogs", "ParentId", catalogId).map(([id]) => id)
    for (const [childId, parents] of Object.entries(this.state.furtherParents)) {
      if (parents.includes(catalogId) && !children.includes(childId) && this.get("Catalogs", childId)) children.push(childId)
    }
    return children
  }

  /**
   * A10: a link to a parent. The new parent becomes the catalog's ParentId; the one it had stays
   * a parent until its link is deleted, as the vendor's connector moves a catalog: the new parent
   * linked first, the old one unlinked after (evidence C4, C5).
   */
  linkParent(catalogId: string, parentId: string): void {
    const further = this.parentsOf(catalogId).filter((id) => id !== parentId)
    this.update("Catalogs", catalogId, { ParentId: parentId })
    this.setFurtherParents(catalogId, further)
  }

  /** A10: deletes the link to one parent; ParentId passes to a further parent if one is left. False when there was no such link. */
  unlinkParent(catalogId: string, parentId: string): boolean {
    const parents = this.parentsOf(catalogId)
    if (!parents.includes(parentId)) return false
    const left = parents.filter((id) => id !== parentId)
    const own = this.require("Catalogs", catalogId).ParentId
    if (own !== null && own !== undefined && String(own) === parentId) {
      this.update("Catalogs", catalogId, { ParentId: left[0] ?? null })
      this.setFurtherParents(catalogId, left.slice(1))
    } else {
      this.setFurtherParents(
        catalogId,
        left.filter((id) => id !== String(own))
      )
    }
    return true
  }

  private setFurtherParents(catalogId: string, ids: string[]): void {
    if (ids.length) this.state.furtherParents[catalogId] = ids
    else delete this.state.furtherParents[catalogId]
  }

  productsIn(catalogId: string): string[] {
    return Object.entries(this.state.catalogLinks)
      .filter(([, catalogs]) => catalogs.includes(catalogId))
      .map(([productId]) => productId)
  }
}
