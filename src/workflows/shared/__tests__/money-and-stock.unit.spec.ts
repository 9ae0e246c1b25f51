import { compareMoney, toMoney } from "../money"
import { reservableQuantity, sellableQuantity, UNLIMITED } from "../sellable-quantity"

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

describe("sellableQuantity", () => {
  const level = (location_id: string, stocked_quantity: number, reserved_quantity: number) => ({
    location_id,
    stocked_quantity,
    reserved_quantity,
  })
  const variant = (levels: ReturnType<typeof level>[], required_quantity = 1) => ({
    manage_inventory: true,
    inventory_items: [{ required_quantity, inventory: { location_levels: levels } }],
  })

  it("counts stocked minus reserved in the channel's locations only", () => {
    expect(
      sellableQuantity(variant([level("sloc_a", 10, 3), level("sloc_b", 5, 0), level("sloc_other", 100, 0)]), ["sloc_a", "sloc_b"], 0)
    ).toBe(12)
  })

  it("takes the buffer off and never goes below 0 or above 999", () => {
    expect(sellableQuantity(variant([level("a", 10, 0)]), ["a"], 4)).toBe(6)
    expect(sellableQuantity(variant([level("a", 2, 5)]), ["a"], 0)).toBe(0)
    expect(sellableQuantity(variant([level("a", 5000, 0)]), ["a"], 0)).toBe(999)
  })

  it("divides by the quantity a variant needs and lets the scarcest item decide", () => {
    const bundle = {
      manage_inventory: true,
      inventory_items: [
        { required_quantity: 2, inventory: { location_levels: [level("a", 9, 0)] } },
        { required_quantity: 1, inventory: { location_levels: [level("a", 3, 0)] } },
      ],
    }
    expect(sellableQuantity(bundle, ["a"], 0)).toBe(3)
    expect(sellableQuantity({ ...bundle, inventory_items: [bundle.inventory_items[0]] }, ["a"], 0)).toBe(4)
  })

  it("treats a variant without managed inventory as always available, and one without items as none", () => {
    expect(sellableQuantity({ manage_inventory: false }, [], 10)).toBe(989)
    expect(sellableQuantity({ manage_inventory: true, inventory_items: [] }, ["a"], 0)).toBe(0)
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
