import { duplicateReservations } from "../duplicate-reservations"

const mark = { marketplace_import_reservation: true }

describe("duplicateReservations", () => {
  it("names the second reservation of a line the import reserved", () => {
    expect(
      duplicateReservations([
        { id: "res_import_a", line_item_id: "line_a", metadata: mark },
        { id: "res_convert_a", line_item_id: "line_a", metadata: null },
        { id: "res_import_b", line_item_id: "line_b", metadata: mark },
        { id: "res_convert_b", line_item_id: "line_b" },
      ])
    ).toEqual(["res_convert_a", "res_convert_b"])
  })
  it("keeps every reservation of the import (a line split over two locations) and lines it did not reserve", () => {
    expect(
      duplicateReservations([
        { id: "res_1", line_item_id: "line_a", metadata: mark },
        { id: "res_2", line_item_id: "line_a", metadata: mark },
        { id: "res_old", line_item_id: "line_b", metadata: {} },
        { id: "res_old_2", line_item_id: "line_b", metadata: null },
      ])
    ).toEqual([])
  })
})
