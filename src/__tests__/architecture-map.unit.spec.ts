import { existsSync, readdirSync, readFileSync } from "fs"
import { join } from "path"

const ROOT = join(__dirname, "..", "..")

/** The paths the README's architecture map names: a tree in a code block, two spaces a level, descriptions from column 26. */
function mapPaths(): string[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("## Architecture"))
  const block = section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3))
  const parents: string[] = []
  const paths: string[] = []
  for (const line of block.split("\n")) {
    const match = /^( *)(\S(?:\S| (?! ))*)/.exec(line)
    // A description's continuation stands in the description column.
    if (!match || match[1].length >= 24) continue
    const level = match[1].length / 2
    parents.length = level
    // Several names on one line are siblings (`subscribers/ jobs/`); a lone folder is the parent of the lines below it.
    const names = match[2].split(" ")
    for (const name of names) paths.push([...parents, name].join(""))
    if (names.length === 1 && names[0].endsWith("/")) parents[level] = names[0]
  }
  return paths
}

/** The folders a newcomer enters by: src's, the module's and the flows' (an empty one, as a tool leaves it, holds nothing to name). */
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "__tests__" && readdirSync(join(ROOT, dir, entry.name)).length > 0)
    .map((entry) => `${dir}/${entry.name}/`)

describe("the README's architecture map", () => {
  const named = mapPaths()

  it("names only what exists", () => {
    expect(named.length).toBeGreaterThan(30)
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([])
  })

  it("names every folder of src, of the module and of the flows", () => {
    const expected = [...folders("src"), ...folders("src/modules/marketplace-exchange"), ...folders("src/workflows")]
    const unnamed = expected.filter((folder) => folder !== "src/api/" && !named.some((path) => path === folder || path.startsWith(folder)))
    expect(unnamed).toEqual([])
  })
})
