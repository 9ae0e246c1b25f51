/**
 * The carriers the marketplace knows by name (eBay.de's list of the common German ones), in the
 * spelling it shows to buyers. A Medusa name that is one of them, or names one of them (a
 * shipping option "DHL Paket"), is that carrier without any set-up.
 */
export const MARKETPLACE_CARRIERS = ["DHL", "Deutsche Post", "DPD", "Hermes", "GLS", "UPS", "FedEx", "TNT"] as const

/** Medusa's name of a carrier (shipping option or fulfillment provider) to the marketplace's; set in the settings. */
export type CarrierMap = Record<string, string>

const normal = (name: string) => name.trim().toLowerCase()

/** A word of a name, between anything but letters and digits ("ups" is not in "groups", "dpd" is in "dpd_dpd"). */
const word = (text: string) => new RegExp(`(?<![a-z0-9])${text}(?![a-z0-9])`, "i")

/** Words a name must contain to stand for a carrier. */
const CARRIER_WORDS: Array<[RegExp, string]> = [
  [word("deutsche\\s*post"), "Deutsche Post"],
  [word("warenpost"), "Deutsche Post"],
  [word("dhl"), "DHL"],
  [word("dpd"), "DPD"],
  [word("hermes"), "Hermes"],
  [word("gls"), "GLS"],
  [word("ups"), "UPS"],
  [word("fedex"), "FedEx"],
  [word("tnt"), "TNT"],
]

export interface ResolvedCarrier {
  /** What goes to CarrierUsed. */
  carrier: string
  /** false: no entry of the table and no carrier the name names; sent as it is, and shown to the merchant. */
  mapped: boolean
  /** The Medusa name it came from. */
  from: string
}

/**
 * The marketplace carrier for the Medusa names of a shipment, best first (the shipping option's
 * name, then the fulfillment provider's id): the merchant's table wins, then a carrier the name
 * names; when neither knows any of the names, the first name is sent as it is.
 */
export function resolveCarrier(names: Array<string | null | undefined>, table: CarrierMap = {}): ResolvedCarrier | null {
  const candidates = names.map((n) => n?.trim()).filter((n): n is string => Boolean(n))
  if (!candidates.length) return null
  const byName = new Map(Object.entries(table).map(([from, to]) => [normal(from), to.trim()]))
  for (const name of candidates) {
    const mapped = byName.get(normal(name))
    if (mapped) return { carrier: mapped, mapped: true, from: name }
  }
  for (const name of candidates) {
    const known = CARRIER_WORDS.find(([words]) => words.test(name))
    if (known) return { carrier: known[1], mapped: true, from: name }
  }
  return { carrier: candidates[0], mapped: false, from: candidates[0] }
}

/** Checks a carrier table from the settings; the message names the entry to fix. */
export function carrierMapProblem(table: unknown): string | null {
  if (!table || typeof table !== "object" || Array.isArray(table))
    return "carrier_map must be an object of Medusa name to marketplace carrier"
  const entries = Object.entries(table as Record<string, unknown>)
  if (entries.length > 100) return "carrier_map takes at most 100 entries"
  for (const [from, to] of entries) {
    if (!from.trim() || from.length > 100) return `carrier_map: the Medusa name "${from.slice(0, 40)}" must be 1 to 100 characters`
    if (typeof to !== "string" || !to.trim() || to.length > 50)
      return `carrier_map["${from}"] must be the marketplace carrier's name, 1 to 50 characters`
  }
  return null
}
