import type { DecodedEntity } from "../../protocol/codec"
import type { WithWarnings } from "../types"

/** A decoded entity as a typed object: its values, expanded navigation, any warnings and unreadable values (A30). */
export function toEntity<T>(decoded: DecodedEntity): WithWarnings<T> {
  const expanded: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(decoded.expanded)) {
    expanded[name] = Array.isArray(value) ? value.map((v) => toEntity(v)) : value === null ? null : toEntity(value)
  }
  const unreadable = decoded.unreadable ? { unreadable: decoded.unreadable } : {}
  return { ...decoded.values, ...expanded, ...unreadable, warnings: decoded.messages } as WithWarnings<T>
}

/** Drops undefined members, so that only what the caller set travels (strict sending). */
export function defined(values: object): Record<string, never> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, never>
}
