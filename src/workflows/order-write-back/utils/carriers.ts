import type { CarrierMap } from "../../../modules/marketplace-exchange/types"

export type { CarrierMap }

/**
 * The carriers the marketplace knows by name (eBay.de's list of the common German ones), in the
 * spelling it shows to buyers. A Medusa name that names one of them (a shipping option "DHL
 * Paket", a provider "dpd_dpd") is that carrier without any set-up; the settings page offers
 * them as the marketplace's names.
 */
export const MARKETPLACE_CARRIERS = ["DHL", "Deutsche Post", "DPD", "Hermes", "GLS", "UPS", "FedEx", "TNT"] as const

/** The two parts of the carrier map: shipping option ids and fulfillment provider ids (A37). */
export const CARRIER_MAP_SECTIONS = ["shipping_options", "fulfillment_providers"] as const

/** What Medusa knows of the carrier of one shipment (a shipped fulfillment). */
export interface ShipmentCarrier {
  shippingOptionId?: string | null
  shippingOptionName?: string | null
  /** The fulfillment provider, e.g. `manual_manual` (Medusa's manual provider), which names no carrier. */
  providerId?: string | null
}

/** A word of a name, between anything but letters and digits ("ups" is not in "groups", "dpd" is in "dpd_dpd"). */
const word = (text: string) => new RegExp(`(?<![a-z0-9])${text}(?![a-z0-9])`, "i")

/** Words a name must contain to stand for a carrier. */
const CARRIER_WORDS: Array<[RegExp, (typeof MARKETPLACE_CARRIERS)[number]]> = [
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

const carrierNamedIn = (name: string | null | undefined) => (name ? (CARRIER_WORDS.find(([words]) => words.test(name))?.[1] ?? null) : null)
const mapped = (section: Record<string, string> | undefined, id: string | null | undefined) => (id ? section?.[id]?.trim() || null : null)

/**
 * The marketplace carrier of a shipment (A37): the merchant's word first, the shipping option's
 * before the provider's (an option is the more specific choice: one provider serves many
 * options); then a carrier the option's name or the provider's id names. Null when none knows
 * it: the tracking numbers then go without a carrier, never under a Medusa name such as
 * `manual_manual` that the marketplace does not know.
 */
export function resolveCarrier(shipment: ShipmentCarrier, map: CarrierMap): string | null {
  return (
    mapped(map.shipping_options, shipment.shippingOptionId) ??
    mapped(map.fulfillment_providers, shipment.providerId) ??
    carrierNamedIn(shipment.shippingOptionName) ??
    carrierNamedIn(shipment.providerId)
  )
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value)

const SECTION_WORDS = { shipping_options: "shipping option id", fulfillment_providers: "fulfillment provider id" } as const

/**
 * Checks a carrier map from the settings; the message names the entry to fix, and `carrierOf`
 * the id whose carrier name is wrong (what the merchant typed). Which ids exist is the route's check.
 */
export function carrierMapProblem(map: unknown): { message: string; carrierOf?: string } | null {
  const shape = `{"shipping_options": {"<shipping option id>": "<carrier>"}, "fulfillment_providers": {"<provider id>": "<carrier>"}}`
  if (!isObject(map)) return { message: `carrier_map must be an object: ${shape}` }
  const unknown = Object.keys(map).find((key) => !(CARRIER_MAP_SECTIONS as readonly string[]).includes(key))
  if (unknown !== undefined)
    return { message: `carrier_map: unknown key "${unknown.slice(0, 40)}"; use shipping_options and fulfillment_providers: ${shape}` }
  for (const section of CARRIER_MAP_SECTIONS) {
    const entries = map[section]
    if (entries === undefined) continue
    if (!isObject(entries))
      return { message: `carrier_map.${section} must be an object of ${SECTION_WORDS[section]} to marketplace carrier` }
    if (Object.keys(entries).length > 100) return { message: `carrier_map.${section} takes at most 100 entries` }
    for (const [id, carrier] of Object.entries(entries)) {
      if (!id.trim() || id.length > 100)
        return { message: `carrier_map.${section}: "${id.slice(0, 40)}" must be a ${SECTION_WORDS[section]}` }
      if (typeof carrier !== "string" || !carrier.trim() || carrier.trim().length > 50)
        return {
          message: `carrier_map.${section}["${id}"] must be the marketplace carrier's name, 1 to 50 characters (e.g. DHL)`,
          carrierOf: id,
        }
    }
  }
  return null
}

/** A checked carrier map, trimmed, with both sections present. */
export function normalCarrierMap(map: Partial<Record<(typeof CARRIER_MAP_SECTIONS)[number], Record<string, string>>>): CarrierMap {
  const trimmed = (entries: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(entries).map(([id, carrier]) => [id.trim(), carrier.trim()]))
  return { shipping_options: trimmed(map.shipping_options), fulfillment_providers: trimmed(map.fulfillment_providers) }
}
