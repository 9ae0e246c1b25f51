import type { Page } from "playwright-core"
import { CATALOG } from "../../src/messages"
import de from "../../src/admin/i18n/json/de.json"
import en from "../../src/admin/i18n/json/en.json"

type Language = "en" | "de"
type Texts = string | { one: string; other: string }

/** A nested translation file as its leaf texts, by key. */
function leaves(node: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === "string") out[prefix] = node
  else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out)
  return out
}

const forms = (text: Texts) => (typeof text === "string" ? [text] : [text.one, text.other])

/**
 * The plugin's own texts in one language that read differently in the other (the admin's
 * translations and the server's message catalog), cut at their parameters into fragments of
 * three words or more, so a page can be searched for words of ours in the wrong language.
 */
export function fragmentsOfOurs(language: Language): string[] {
  const other: Language = language === "en" ? "de" : "en"
  const files = { en: leaves(en), de: leaves(de) }
  const pairs: Array<[string, string]> = Object.keys(files[language]).map((key) => [files[language][key], files[other][key] ?? ""])
  for (const entry of Object.values(CATALOG) as Array<{ en: Texts; de: Texts; fix?: { en: Texts; de: Texts } }>) {
    const texts = [entry, ...(entry.fix ? [entry.fix] : [])]
    for (const t of texts) forms(t[language]).forEach((form, i) => pairs.push([form, forms(t[other])[i] ?? ""]))
  }
  const fragments = new Set<string>()
  for (const [text, translated] of pairs) {
    if (text === translated) continue
    for (const part of text.split(/\{\{?\s*[\w.]+\s*\}?\}/)) {
      const fragment = part
        .trim()
        .replace(/^[,.:;–—(]+|[,.:;(]+$/g, "")
        .trim()
      if (fragment.split(/\s+/).length >= 3) fragments.add(fragment)
    }
  }
  return [...fragments]
}

/** Fragments of our texts in `language` that the page shows (it should be in the other language). */
export async function ourWordsIn(page: Page, language: Language): Promise<string[]> {
  const shown = (await page.locator("body").innerText()).replace(/\s+/g, " ")
  return fragmentsOfOurs(language).filter((fragment) => shown.includes(fragment))
}
