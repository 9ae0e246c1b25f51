import type { AccountProfiles } from "./state"

const INT64_MAX = 2n ** 63n - 1n
const TYPES: Array<keyof AccountProfiles> = ["payment", "return", "shipping"]

/**
 * Checks a `PUT /_sandbox/profiles` body, `{ payment?: [ids], return?: [ids], shipping?: [ids] }`:
 * the profiles the account holds from now on (A39). A type left out holds none. An error
 * message names the field and what it must be.
 */
export function parseAccountProfiles(body: Record<string, unknown>): AccountProfiles {
  const unknown = Object.keys(body).filter((name) => !(TYPES as string[]).includes(name))
  if (unknown.length) throw new Error(`Unknown profile type ${unknown.join(", ")}; known: ${TYPES.join(", ")}`)
  const profiles: AccountProfiles = { payment: [], return: [], shipping: [] }
  for (const type of TYPES) {
    const value = body[type]
    if (value === undefined) continue
    if (!Array.isArray(value)) throw new Error(`${type} must be a list of profile ids, such as ["11"]`)
    profiles[type] = [
      ...new Set(
        value.map((raw, index) => {
          if (typeof raw === "string" && /^\d{1,19}$/.test(raw) && BigInt(raw) <= INT64_MAX) return String(BigInt(raw))
          if (typeof raw === "number" && Number.isSafeInteger(raw) && raw >= 0) return String(raw)
          throw new Error(`${type}[${index}] must be a profile id (an Int64 such as "11"), not ${JSON.stringify(raw)}`)
        })
      ),
    ]
  }
  return profiles
}
