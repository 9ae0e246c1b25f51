import { existsSync, readdirSync, readFileSync, statSync } from "fs"
import { dirname, join, normalize, relative } from "path"

/**
 * The admin is bundled for the browser (Vite): a file it reaches that imports Medusa's server
 * code (@medusajs/framework, Node's own modules) breaks every page of it, and only a real
 * browser would notice. Its import graph is walked here: type-only imports are erased and pass.
 */
const ADMIN = join(__dirname, "..")
const SERVER_ONLY = /^(@medusajs\/framework|@medusajs\/utils|@medusajs\/medusa|fs|path|crypto|node:)/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "__tests__" ? [] : filesUnder(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

function resolveLocal(from: string, spec: string): string | null {
  const base = normalize(join(dirname(from), spec))
  return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate)) ?? null
}

/** The value imports of a file (`import type` and `export type` erased), as written; a declaration (`export const x = …`) is none. */
function valueImports(source: string): string[] {
  const specs: string[] = []
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^"';=]*?\s+from\s+)?["']([^"']+)["']/gm)) {
    if (!match[1]) specs.push(match[2])
  }
  return specs
}

describe("the admin bundle", () => {
  it("reaches no server-only module through any file it imports", () => {
    const seen = new Set<string>()
    const stack = filesUnder(ADMIN)
    const offending: string[] = []
    while (stack.length) {
      const file = stack.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      for (const spec of valueImports(readFileSync(file, "utf8"))) {
        if (spec.startsWith(".")) {
          const next = resolveLocal(file, spec)
          if (next) stack.push(next)
        } else if (SERVER_ONLY.test(spec) && !file.startsWith(ADMIN)) {
          offending.push(`${relative(join(ADMIN, "../.."), file)} imports ${spec}`)
        }
      }
    }
    expect(seen.size).toBeGreaterThan(40)
    expect(offending).toEqual([])
  })
})
