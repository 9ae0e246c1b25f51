import fs from "fs"
import path from "path"
// The installed admin's own list of zones: a zone it does not know is rendered nowhere.
const { INJECTION_ZONES } = require("@medusajs/admin-shared") as { INJECTION_ZONES: readonly string[] }

const WIDGETS = path.resolve(__dirname, "..")
const widgetFiles = fs.readdirSync(WIDGETS).filter((name) => name.endsWith(".tsx"))

/** The literal config of a widget file: the admin's build reads it the same way, statically. */
function configOf(file: string): { zone?: string; id?: string } {
  const source = fs.readFileSync(path.join(WIDGETS, file), "utf8")
  const config = /defineWidgetConfig\(\{([^}]*)\}\)/.exec(source)?.[1] ?? ""
  return { zone: /zone:\s*"([^"]+)"/.exec(config)?.[1], id: /id:\s*"([^"]+)"/.exec(config)?.[1] }
}

describe("admin widgets", () => {
  it("finds the widgets", () => {
    expect(widgetFiles.sort()).toEqual(["order-marketplace.tsx", "product-marketplace.tsx"])
  })

  it.each(widgetFiles)("%s sits in a current zone of the installed admin, with a prefixed id", (file) => {
    const { zone, id } = configOf(file)
    expect(INJECTION_ZONES).toContain(zone)
    // `.before` and `.after` are legacy names: still rendered, but the layout ignores the suffix.
    expect(zone).not.toMatch(/\.(before|after)$/)
    expect(id).toMatch(/^marketplace-exchange-[a-z-]+$/)
  })

  it("gives every widget its own id", () => {
    const ids = widgetFiles.map((file) => configOf(file).id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
