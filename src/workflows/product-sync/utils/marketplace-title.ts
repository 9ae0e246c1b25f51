/**
 * The title that goes to eBay. The merchant's marketplace title when set (the drawer,
 * at most 80 characters), else the store's title; a store title over the limit is held back
 * (`hold`, as before) or, when the merchant chose "shorten automatically", cut at the last word
 * that fits.
 */
import type { TitleOverflow } from "../../../modules/marketplace-exchange/types"

/** Where the title that goes out comes from, for the grid and the drawer's preview. */
export type TitleSource = "marketplace" | "store" | "shortened"

/** Separators a cut title should not end with ("Wool rug, 200 x 300 cm," reads unfinished). */
const TRAILING = /[\s,;:/\-–—|+&]+$/

/**
 * A title cut to at most `max` characters at a word boundary, without a separator at its end;
 * a first word longer than `max` is cut inside it. What fits is returned as it is: the
 * marketplace counts every character, spaces included, so nothing else is changed.
 */
export function shortenTitle(title: string, max: number): string {
  if (title.length <= max) return title
  const window = title.slice(0, max + 1)
  const lastSpace = window.lastIndexOf(" ")
  const cut = lastSpace > 0 ? title.slice(0, lastSpace) : title.slice(0, max)
  return cut.replace(TRAILING, "") || title.slice(0, max)
}

/** The title to send and where it comes from. `storeTitle` is sent trimmed, as it is checked. */
export function titleToSend(
  storeTitle: string,
  marketplaceTitle: string | null,
  overflow: TitleOverflow,
  max: number
): { title: string; source: TitleSource } {
  const own = marketplaceTitle?.trim()
  if (own) return { title: own, source: "marketplace" }
  const title = storeTitle.trim()
  if (title.length <= max || overflow === "hold") return { title, source: "store" }
  return { title: shortenTitle(title, max), source: "shortened" }
}

/** A product's own title rule as stored (`hold` or `shorten`, any case); anything else cannot be read. */
export function readTitleRule(value: unknown): TitleOverflow | undefined {
  const rule = typeof value === "string" ? value.trim().toLowerCase() : ""
  return rule === "hold" || rule === "shorten" ? rule : undefined
}
