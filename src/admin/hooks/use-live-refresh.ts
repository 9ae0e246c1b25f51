import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"

/** How long after a change the marketplace views poll (1 s) for the sync it starts to show up. */
export const WATCH_AFTER_CHANGE_MS = 15_000
export const FAST_POLL_MS = 1_000
export const IDLE_POLL_MS = 30_000

/** Mutations whose change the marketplace views were already refreshed for (several views subscribe). */
const refreshedFor = new WeakSet<object>()

/**
 * When anything in the admin changed data (Medusa's own forms, such as a product's edit or an
 * order's fulfillment, share this query client; so do our own actions): the time of the last
 * successful change. The marketplace views refetch at once and poll for a short while, since
 * the sync a change starts runs in the background a moment later.
 */
export function useLastChange(): number {
  const queryClient = useQueryClient()
  const [changedAt, setChangedAt] = useState(0)
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return
        setChangedAt(Date.now())
        if (refreshedFor.has(event.mutation)) return
        refreshedFor.add(event.mutation)
        void queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] })
      }),
    [queryClient]
  )
  return changedAt
}

/** Poll fast while work is pending or a change was just made, slowly otherwise. */
export function pollInterval(pending: boolean, changedAt: number): number {
  return pending || Date.now() - changedAt < WATCH_AFTER_CHANGE_MS ? FAST_POLL_MS : IDLE_POLL_MS
}
