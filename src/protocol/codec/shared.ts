import { ProtocolError } from "../errors"
import type { EntitySetDef, PropertyDef } from "../schema"
import { keyPredicate } from "../literals"

/** `Products(42L)`: how an entity is addressed (spec 1 rule 3). */
export function entityPath(set: EntitySetDef, id: string): string {
  return `${set.name}${keyPredicate(id)}`
}

export function propertyDef(set: EntitySetDef, name: string): PropertyDef {
  const def = set.properties[name]
  if (!def) throw new ProtocolError(`The property ${name} does not exist on ${set.name}`, { property: name })
  return def
}
