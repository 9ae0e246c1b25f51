import type { ExchangeClient } from "../../../../client"
import type { ProductSnapshot } from "../../../../modules/marketplace-exchange/types"
import { writeNamedValue } from "../write-named-values"

/** A client whose ProductSpecifics hold `held` and answer creates with `warnings`. */
function client(held: Array<{ Id: string; Name: string; Value: string }>, warnings: Array<{ code: string }> = []) {
  const calls: string[] = []
  const fake = {
    products: { specifics: async () => held },
    productSpecifics: {
      delete: async (id: string) => void calls.push(`delete ${id}`),
      create: async (body: { Name: string }) => (calls.push(`create ${body.Name}`), { Id: "99", ...body, warnings }),
    },
  }
  return { client: fake as unknown as ExchangeClient, calls }
}
const snapshot = (specifics?: ProductSnapshot["specifics"]) => ({ remoteId: "7", specifics }) as ProductSnapshot

describe("writeNamedValue", () => {
  it("reads the service's values once when the snapshot does not know them, and replaces one by name", async () => {
    const { client: c, calls } = client([{ Id: "1", Name: "Material", Value: "Baumwolle" }])
    const snap = snapshot(undefined)
    expect(
      await writeNamedValue(c, snap, {
        op: "setNamedValue",
        set: "specifics",
        name: "Material",
        value: "Leinen",
        key: "",
        signature: "",
        subject: "",
      })
    ).toBe(true)
    expect(calls).toEqual(["delete 1", "create Material"])
    expect(snap.specifics).toEqual({ Material: { remoteId: "99", value: "Leinen" } })
  })

  it("does not record a value the service cut with warning 6006 (15 held already): it is planned again", async () => {
    const { client: c } = client([], [{ code: "6006" }])
    const snap = snapshot({})
    expect(
      await writeNamedValue(c, snap, {
        op: "setNamedValue",
        set: "specifics",
        name: "Farbe",
        value: "Blau",
        key: "",
        signature: "",
        subject: "",
      })
    ).toBe(false)
    expect(snap.specifics).toEqual({})
  })
})
