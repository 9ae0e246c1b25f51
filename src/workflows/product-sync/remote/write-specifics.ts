import type { ExchangeClient } from "../../../client"
import type { ContentWrite } from "../utils/plan-content"
import type { ProductSnapshot } from "../utils/snapshot"

type SpecificWrite = Extract<ContentWrite, { op: "setProductSpecific" | "removeProductSpecific" }>

/**
 * The service's item specifics of the product, read once when the snapshot does not know them (a
 * snapshot of an older version, a listing linked at move-in): the writes then replace what is
 * there by name instead of adding a second record of a name (A8: ProductId + Name is the key).
 */
async function knownSpecifics(client: ExchangeClient, snap: ProductSnapshot) {
  if (!snap.specifics) {
    const held = await client.products.specifics(snap.remoteId)
    snap.specifics = Object.fromEntries(held.map((s) => [s.Name, { remoteId: String(s.Id), value: s.Value }]))
  }
  return snap.specifics
}

/** Issue 33: sets or removes one item specific of a single product, keeping the snapshot in step after each request. */
export async function writeSpecific(client: ExchangeClient, snap: ProductSnapshot, write: SpecificWrite): Promise<void> {
  const specifics = await knownSpecifics(client, snap)
  const before = specifics[write.name]
  if (write.op === "setProductSpecific" && before?.value === write.value) return
  if (before) {
    await client.productSpecifics.delete(before.remoteId)
    delete specifics[write.name]
  }
  if (write.op === "removeProductSpecific") return
  const created = await client.productSpecifics.create({ ProductId: snap.remoteId, Name: write.name, Value: write.value })
  specifics[write.name] = { remoteId: String(created.Id), value: write.value }
}
