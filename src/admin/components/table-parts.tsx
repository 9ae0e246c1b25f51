import { DataTable } from "@medusajs/ui"
import type { ComponentProps, ReactNode } from "react"
import { LoadFailed } from "./load-failed"

type ToolbarWords = ComponentProps<typeof DataTable.Toolbar>["translations"]
type PaginationWords = ComponentProps<typeof DataTable.Pagination>["translations"]

/** A list's toolbar: its title on the left, its actions, filters and search on the right (stacked on a narrow screen). */
export function TableToolbar({ words, title, children }: { words: ToolbarWords; title: ReactNode; children: ReactNode }) {
  return (
    <DataTable.Toolbar translations={words} className="flex flex-col items-start justify-between gap-2 md:flex-row md:items-center">
      {title}
      <div className="flex items-center gap-x-2">{children}</div>
    </DataTable.Toolbar>
  )
}

/** What a list says when it holds nothing: with no filter, and with the filter set. */
export interface EmptyWords {
  empty: string
  emptyDescription: string
  filtered: string
  filteredDescription: string
}

/** A list's rows, with what it could not load above them, what it says when empty, and its pages below. */
export function TableRows({ error, empty, pagination }: { error: unknown; empty: EmptyWords; pagination: PaginationWords }) {
  return (
    <>
      <LoadFailed error={error} />
      <DataTable.Table
        emptyState={{
          empty: { heading: empty.empty, description: empty.emptyDescription },
          filtered: { heading: empty.filtered, description: empty.filteredDescription },
        }}
      />
      <DataTable.Pagination translations={pagination} />
    </>
  )
}
