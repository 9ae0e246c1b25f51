import { compareMoney, toMoney } from "../money"
import { offeredQuantity, reservableQuantity, UNLIMITED } from "../sellable-quantity"

describe("toMoney", () => {
  it("writes two decimals with a dot, rounding half up on the digits", () => {
    expect(toMoney(19.9)).toBe("19.90")
    expect(toMoney(1.005)).toBe("1.01")
    expect(toMoney("0.004")).toBe("0.00")
    expect(toMoney(12)).toBe("12.00")
    expect(toMoney("1234.5")).toBe("1234.50")
    expect(toMoney(1e-7)).toBe("0.00")
    expect(() => toMoney("1,50")).toThrow()
  })

  it("compares amounts", () => {
    expect(compareMoney("9.9", "10")).toBe(-1)
    expect(compareMoney("10.00", "10")).toBe(0)
  })
})

describe("offeredQuantity", () => {
  const level = (location_id: string, stocked_quantity: number, reserved_quantity: number) => ({
    location_id,
    stocked_quantity,
    reserved_quantity,
  })
  const variant = (levels: ReturnType<typeof level>[], required_quantity = 1) => ({
    manage_inventory: true,
    inventory_items: [{ required_quantity, inventory: { location_levels: levels } }],
  })
  const settings = (stock_buffer = 0, max_quantity = 0) => ({ stock_buffer, max_quantity })
  const offered = (...args: Parameters<typeof offeredQuantity>) => offeredQuantity(...args).offered

  it("counts stocked minus reserved in the channel's locations only", () => {
    expect(
      offered(variant([level("sloc_a", 10, 3), level("sloc_b", 5, 0), level("sloc_other", 100, 0)]), ["sloc_a", "sloc_b"], settings())
    ).toBe(12)
  })

  it("takes the buffer off and never goes below 0 or above 999", () => {
    expect(offered(variant([level("a", 10, 0)]), ["a"], settings(4))).toBe(6)
    expect(offered(variant([level("a", 2, 5)]), ["a"], settings())).toBe(0)
    expect(offered(variant([level("a", 5000, 0)]), ["a"], settings())).toBe(999)
  })

  it("divides by the quantity a variant needs and lets the scarcest item decide", () => {
    const bundle = {
      manage_inventory: true,
      inventory_items: [
        { required_quantity: 2, inventory: { location_levels: [level("a", 9, 0)] } },
        { required_quantity: 1, inventory: { location_levels: [level("a", 3, 0)] } },
      ],
    }
    expect(offeredQuantity(bundle, ["a"], settings())).toMatchObject({ offered: 3, per_unit: 1, locations: [{ stocked: 3 }] })
    expect(offeredQuantity({ ...bundle, inventory_items: [bundle.inventory_items[0]] }, ["a"], settings())).toMatchObject({
      offered: 4,
      per_unit: 2,
      available: 4,
    })
  })

  it("treats a variant without managed inventory as always available, and one without items as none", () => {
    expect(offeredQuantity({ manage_inventory: false }, [], settings(10))).toMatchObject({ managed: false, available: 999, offered: 989 })
    expect(offered({ manage_inventory: true, inventory_items: [] }, ["a"], settings())).toBe(0)
  })

  it("keeps units owed to held marketplace orders off", () => {
    expect(offeredQuantity(variant([level("a", 10, 0)]), ["a"], settings(2), 3)).toMatchObject({ owed: 3, sum: 5, offered: 5 })
    expect(offered(variant([level("a", 3, 0)]), ["a"], settings(), 5)).toBe(0)
  })

  it("offers at most max_quantity, 0 being no cap, and says what limited the sum", () => {
    const berlin = variant([level("sloc_berlin", 30, 3)])
    expect(offeredQuantity(berlin, ["sloc_berlin"], settings(2))).toEqual({
      managed: true,
      locations: [{ location_id: "sloc_berlin", stocked: 30, reserved: 3 }],
      per_unit: 1,
      available: 27,
      kept_back: 2,
      owed: 0,
      sum: 25,
      cap: null,
      at_most: null,
      offered: 25,
    })
    expect(offeredQuantity(berlin, ["sloc_berlin"], settings(2, 10))).toMatchObject({ sum: 25, cap: 10, at_most: 10, offered: 10 })
    // A cap above the sum limits nothing.
    expect(offeredQuantity(berlin, ["sloc_berlin"], settings(2, 40))).toMatchObject({ cap: 40, at_most: null, offered: 25 })
    // The service's limit holds over a higher cap.
    expect(offeredQuantity(variant([level("a", 5000, 0)]), ["a"], settings(0, 2000))).toMatchObject({
      sum: 5000,
      at_most: 999,
      offered: 999,
    })
    expect(offeredQuantity({ manage_inventory: false }, [], settings(0, 5))).toMatchObject({ at_most: 5, offered: 5 })
  })
})

describe("reservableQuantity", () => {
  const level = (location_id: string, stocked_quantity: number, reserved_quantity = 0) => ({
    location_id,
    stocked_quantity,
    reserved_quantity,
  })
  const variant = (...levels: ReturnType<typeof level>[]) => ({
    inventory_items: [{ required_quantity: 1, inventory: { location_levels: levels } }],
  })

  it("counts what one location holds, as Medusa reserves an order's item at one location", () => {
    expect(reservableQuantity(variant(level("a", 2), level("b", 2)), ["a", "b"])).toBe(2)
    expect(reservableQuantity(variant(level("a", 5, 4), level("b", 3)), ["a", "b"])).toBe(3)
    expect(reservableQuantity(variant(level("a", 9), level("elsewhere", 50)), ["a"])).toBe(9)
    expect(reservableQuantity(variant(level("a", 1, 3)), ["a"])).toBe(0)
  })

  it("takes the scarcest item of a kit, and an unmanaged variant as unlimited", () => {
    const kit = {
      inventory_items: [
        { required_quantity: 2, inventory: { location_levels: [level("a", 7)] } },
        { required_quantity: 1, inventory: { location_levels: [level("a", 2)] } },
      ],
    }
    expect(reservableQuantity(kit, ["a"])).toBe(2)
    expect(reservableQuantity({ manage_inventory: false }, [])).toBe(UNLIMITED)
    expect(reservableQuantity({ inventory_items: [] }, ["a"])).toBe(0)
  })
})
