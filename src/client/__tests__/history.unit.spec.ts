import { parseSalesOrderHistory } from "../history"

describe("parseSalesOrderHistory", () => {
  it("reads dated entries in UTC from CR LF separated lines", () => {
    const text = "14.11.2023 23:20:00 - ItemId 9001 - Aktion MarkedAsPaid:1\r\n02.01.2024 08:05:09 - ItemId 9002 - Aktion Versandstatus:2"
    expect(parseSalesOrderHistory(text)).toEqual([
      {
        date: new Date(Date.UTC(2023, 10, 14, 23, 20, 0)),
        itemId: "9001",
        action: "MarkedAsPaid",
        value: 1,
        line: "14.11.2023 23:20:00 - ItemId 9001 - Aktion MarkedAsPaid:1",
      },
      {
        date: new Date(Date.UTC(2024, 0, 2, 8, 5, 9)),
        itemId: "9002",
        action: "Versandstatus",
        value: 2,
        line: "02.01.2024 08:05:09 - ItemId 9002 - Aktion Versandstatus:2",
      },
    ])
  })

  it("keeps lines it cannot read instead of losing them, and ignores blank ones", () => {
    expect(parseSalesOrderHistory("\r\nsomething else\n")).toEqual([
      { date: null, itemId: null, action: null, value: null, line: "something else" },
    ])
    expect(parseSalesOrderHistory("")).toEqual([])
  })
})
