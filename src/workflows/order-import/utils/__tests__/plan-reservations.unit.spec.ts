import { planReservations, ReservableLine } from "../plan-reservations"

const line = (id: string, quantity: number, levels: Array<[string, number]>, overrides: Partial<ReservableLine> = {}): ReservableLine => ({
  line_item_id: id,
  quantity,
  manage_inventory: true,
  inventory: [
    {
      inventory_item_id: `iitem_${id}`,
      required_quantity: 1,
      levels: levels.map(([location_id, available]) => ({ location_id, available })),
    },
  ],
  ...overrides,
})

describe("planReservations", () => {
  it("reserves at a channel location that has all of it", () => {
    expect(
      planReservations(
        [
          line("a", 2, [
            ["sloc_other", 9],
            ["sloc_1", 1],
            ["sloc_2", 5],
          ]),
        ],
        ["sloc_1", "sloc_2"]
      )
    ).toEqual([{ line_item_id: "a", inventory_item_id: "iitem_a", location_id: "sloc_2", quantity: 2 }])
  })

  it("falls back to the channel location with the most when none has enough", () => {
    expect(
      planReservations(
        [
          line("a", 5, [
            ["sloc_1", 1],
            ["sloc_2", 3],
          ]),
        ],
        ["sloc_1", "sloc_2"]
      )[0].location_id
    ).toBe("sloc_2")
  })

  it("counts what earlier lines of the order took from the same item", () => {
    const shared = (id: string) =>
      line(
        id,
        2,
        [
          ["sloc_1", 3],
          ["sloc_2", 2],
        ],
        {
          inventory: [
            {
              inventory_item_id: "iitem_kit",
              required_quantity: 1,
              levels: [
                { location_id: "sloc_1", available: 3 },
                { location_id: "sloc_2", available: 2 },
              ],
            },
          ],
        }
      )
    expect(planReservations([shared("a"), shared("b")], ["sloc_1", "sloc_2"]).map((r) => r.location_id)).toEqual(["sloc_1", "sloc_2"])
  })

  it("multiplies by the required quantity of each inventory item (kits), and skips unmanaged stock", () => {
    const kit = line("a", 2, [], {
      inventory: [
        { inventory_item_id: "i1", required_quantity: 3, levels: [{ location_id: "sloc_1", available: 10 }] },
        { inventory_item_id: "i2", required_quantity: 1, levels: [{ location_id: "sloc_1", available: 10 }] },
      ],
    })
    expect(
      planReservations([kit, line("b", 1, [["sloc_1", 5]], { manage_inventory: false })], ["sloc_1"]).map((r) => [
        r.inventory_item_id,
        r.quantity,
      ])
    ).toEqual([
      ["i1", 6],
      ["i2", 2],
    ])
  })

  it("reserves nothing where the item is not stocked in the channel", () => {
    expect(planReservations([line("a", 1, [["sloc_other", 5]])], ["sloc_1"])).toEqual([])
  })
})
