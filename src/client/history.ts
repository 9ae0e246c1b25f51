/**
 * GetSalesOrderHistory (spec 4.3): one action a line, lines separated by CR LF, each
 * `<dd.MM.yyyy HH:mm:ss> - ItemId <item_id> - Aktion <ActionName>:<number>`, times in UTC
 * (spec 1 rule 4). Lines that do not fit are kept as text rather than dropped.
 */
export interface HistoryEntry {
  date: Date | null
  itemId: string | null
  action: string | null
  value: number | null
  /** The line as the service wrote it. */
  line: string
}

const LINE = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2}) - ItemId (\d+) - Aktion ([^:]+):(-?\d+)\s*$/

export function parseSalesOrderHistory(text: string): HistoryEntry[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const m = LINE.exec(line.trim())
      if (!m) return { date: null, itemId: null, action: null, value: null, line }
      const date = new Date(Date.UTC(+m[3], +m[2] - 1, +m[1], +m[4], +m[5], +m[6]))
      return { date, itemId: m[7], action: m[8].trim(), value: Number(m[9]), line }
    })
}
