import { DataTableFilteringState, DataTablePaginationState } from "@medusajs/ui"
import { useState } from "react"

const PAGE_SIZE = 20

/** The list state every table keeps: page, search and the state filter `filterId` (server-side). */
export function useListState(filterId: string, defaultStates: string[]) {
  const [pagination, setPagination] = useState<DataTablePaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE })
  const [search, setSearch] = useState("")
  const [filtering, setFiltering] = useState<DataTableFilteringState>({ [filterId]: defaultStates })
  const states = (filtering[filterId] as string[] | undefined) ?? []
  return {
    query: { limit: pagination.pageSize, offset: pagination.pageIndex * pagination.pageSize, q: search.trim() || undefined, states },
    table: {
      pagination: { state: pagination, onPaginationChange: setPagination },
      search: {
        state: search,
        onSearchChange: (value: string) => {
          setSearch(value)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        },
      },
      filtering: {
        state: filtering,
        onFilteringChange: (value: DataTableFilteringState) => {
          setFiltering(value)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        },
      },
    },
  }
}
