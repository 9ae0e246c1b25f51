import fs from "fs"
import path from "path"
import translations from ".."
import de from "../json/de.json"
import en from "../json/en.json"

/**
 * The admin's translations stay complete: every key in both languages, none empty, the same
 * {{variables}} in both, and every key the admin's code names is there. See the convention at
 * the top of src/admin/i18n/index.ts.
 */

const PREFIX = "marketplaceExchange"
const ADMIN = path.resolve(__dirname, "../..")
const LANGUAGES = { en, de } as Record<string, unknown>

/** A nested translation file as "a.b.c" → value. */
function flatten(node: unknown, prefix = ""): Record<string, unknown> {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return { [prefix]: node }
  return Object.entries(node as Record<string, unknown>).reduce(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, unknown>
  )
}

const flat = Object.fromEntries(Object.entries(LANGUAGES).map(([language, json]) => [language, flatten(json)]))
const variables = (value: unknown) => [...String(value).matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort()

/** Every .ts and .tsx file under src/admin, tests left out. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" || entry.name === "node_modules" ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : []
  })
}
/** Comments left out: they may name example keys (as i18n/index.ts does). A `//` after a colon (a URL) is not a comment. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1")
const sources = sourceFiles(ADMIN).map((file) => ({
  file: path.relative(ADMIN, file),
  code: withoutComments(fs.readFileSync(file, "utf8")),
}))

/** The keys a source names: t("…") / t('…') calls, and any literal "marketplaceExchange.…" string (key maps, route labels). */
function keysIn(code: string): string[] {
  const keys = new Set<string>()
  for (const m of code.matchAll(/\bt\(\s*(["'])([^"'\n]+)\1/g)) keys.add(m[2])
  for (const m of code.matchAll(new RegExp(`(["'\`])(${PREFIX}\\.[A-Za-z0-9_.]+)\\1`, "g"))) keys.add(m[2])
  return [...keys]
}

/** A key is there as itself, or as the plural forms `t(key, { count })` resolves to. */
const hasKey = (keys: Record<string, unknown>, key: string) => key in keys || `${key}_other` in keys

describe("admin translations", () => {
  it("are exported in the shape Medusa's admin merges: { <language>: { translation } }", () => {
    expect(Object.keys(translations).sort()).toEqual(["de", "en"])
    expect(translations.en.translation).toBe(en)
    expect(translations.de.translation).toBe(de)
  })

  it.each(Object.keys(LANGUAGES))("%s keeps everything under the plugin's one prefix", (language) => {
    expect(Object.keys(LANGUAGES[language] as object)).toEqual([PREFIX])
  })

  it("has every key in both languages", () => {
    const onlyIn = (a: string, b: string) => Object.keys(flat[a]).filter((key) => !(key in flat[b]))
    expect({ onlyInEn: onlyIn("en", "de"), onlyInDe: onlyIn("de", "en") }).toEqual({ onlyInEn: [], onlyInDe: [] })
  })

  it("has no empty value and only strings", () => {
    const bad = Object.entries(flat).flatMap(([language, keys]) =>
      Object.entries(keys)
        .filter(([, value]) => typeof value !== "string" || !value.trim())
        .map(([key]) => `${language}: ${key}`)
    )
    expect(bad).toEqual([])
  })

  it("uses the same {{variables}} in en and de", () => {
    const differing = Object.keys(flat.en)
      .filter((key) => key in flat.de && variables(flat.en[key]).join() !== variables(flat.de[key]).join())
      .map((key) => `${key}: en {${variables(flat.en[key])}} de {${variables(flat.de[key])}}`)
    expect(differing).toEqual([])
  })

  it("finds the admin's sources and the keys they use", () => {
    expect(sources.length).toBeGreaterThan(10)
    expect(keysIn(sources.map((s) => s.code).join("\n")).length).toBeGreaterThan(100)
  })

  it("has every key the admin's code uses, in en and de", () => {
    const missing = sources.flatMap(({ file, code }) =>
      keysIn(code).flatMap((key) =>
        Object.entries(flat)
          .filter(([, keys]) => !hasKey(keys, key))
          .map(([language]) => `${file}: ${key} (${language})`)
      )
    )
    expect(missing).toEqual([])
  })

  it("names keys in the code only as literal strings with the plugin's prefix", () => {
    const bad = sources.flatMap(({ file, code }) => [
      // t(`…${x}…`): a key built at run time cannot be checked; keep a map of literal keys instead.
      ...[...code.matchAll(/\bt\(\s*`[^`]*\$\{/g)].map((m) => `${file}: ${m[0]}… (key built at run time)`),
      ...[...code.matchAll(/\bt\(\s*(["'])([^"'\n]+)\1/g)]
        .filter((m) => !m[2].startsWith(`${PREFIX}.`))
        .map((m) => `${file}: ${m[2]} (not under ${PREFIX}.)`),
    ])
    expect(bad).toEqual([])
  })
})
