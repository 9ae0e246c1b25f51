import { CATALOG_SETS } from "./catalog-sets"
import type { EntitySetDef, EntitySetName } from "./entity-types"
import { ORDER_SETS } from "./order-sets"

export * from "./entity-types"

/** Every entity set of the service, by name: the one table client, sandbox and mappings read. */
export const ENTITY_SETS = { ...CATALOG_SETS, ...ORDER_SETS } as const satisfies Record<EntitySetName, EntitySetDef>

/** Looks an entity set up by a path segment; paths are matched case-insensitively (spec, addresses). */
export function findEntitySet(segment: string): EntitySetDef | undefined {
  const wanted = segment.toLowerCase()
  return (Object.values(ENTITY_SETS) as EntitySetDef[]).find((set) => set.name.toLowerCase() === wanted)
}
