import type { ExchangeClient } from "../../../client"
import { SERVICE_CODES } from "../../../protocol/schema"
import type { ContentWrite } from "../utils/plan-content"
import type { NamedValueSet } from "../utils/content-write"
import type { ProductSnapshot } from "../../../modules/marketplace-exchange/types"

type NamedValueWrite = Extract<ContentWrite, { op: "setNamedValue" | "removeNamedValue" }>
type Known = Record<string, { remoteId: string; value: string }>

/** Where each set lives: at the service (its entity set, the product's navigation) and in the snapshot. */
const PLACES: Record<
  NamedValueSet,
  {
    snapshot: "specifics" | "optionalAttributes"
    read: (client: ExchangeClient, productId: string) => Promise<Array<{ Id: string | number; Name: string; Value: string }>>
    resource: (client: ExchangeClient) => ExchangeClient["productSpecifics"] | ExchangeClient["optionalProductAttributes"]
  }
> = {
  specifics: { snapshot: "specifics", read: (c, id) => c.products.specifics(id), resource: (c) => c.productSpecifics },
  attributes: {
    snapshot: "optionalAttributes",
    read: (c, id) => c.products.optionalAttributes(id),
    resource: (c) => c.optionalProductAttributes,
  },
}

/**
 * The service's values of a set, read once when the snapshot does not know them (a snapshot of
 * an older version, a listing linked at move-in): the writes then replace what is there by name
 * instead of adding a second record of a name.
 */
async function known(client: ExchangeClient, snap: ProductSnapshot, set: NamedValueSet): Promise<Known> {
  const place = PLACES[set]
  if (!snap[place.snapshot]) {
    const held = await place.read(client, snap.remoteId)
    snap[place.snapshot] = Object.fromEntries(held.map((v) => [v.Name, { remoteId: String(v.Id), value: v.Value }]))
  }
  return snap[place.snapshot]!
}

/**
 * Sets or removes one named value of the product (an item specific, an optional
 * attribute), the snapshot in step. False when the service did not keep it: it answers 201 with
 * warning 6006 when it holds 15 specifics already (a linked listing's, removed by the next run),
 * so the value is not recorded as sent and is planned again.
 */
export async function writeNamedValue(client: ExchangeClient, snap: ProductSnapshot, write: NamedValueWrite): Promise<boolean> {
  const values = await known(client, snap, write.set)
  const resource = PLACES[write.set].resource(client)
  const before = values[write.name]
  if (write.op === "setNamedValue" && before?.value === write.value) return true
  if (before) {
    await resource.delete(before.remoteId)
    delete values[write.name]
  }
  if (write.op === "removeNamedValue") return true
  const created = await resource.create({ ProductId: snap.remoteId, Name: write.name, Value: write.value })
  if (created.warnings.some((w) => w.code === String(SERVICE_CODES.tooManySpecifics.code))) return false
  values[write.name] = { remoteId: String(created.Id), value: write.value }
  return true
}
