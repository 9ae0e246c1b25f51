import { Button, Heading, Text, toast } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useSyncAll, useSyncProgress } from "../hooks/use-marketplace"

/** "Sync all" and a progress bar that follows the batch through the queue to 100%. */
export function SyncAllCard() {
  const [batchId, setBatchId] = useState<string | null>(null)
  const syncAll = useSyncAll()
  const progress = useSyncProgress(batchId)
  const p = progress.data
  const percent = p ? Math.round(p.progress * 100) : 0
  const queryClient = useQueryClient()
  // Done: the health and the tables of products needing attention change with it.
  useEffect(() => {
    if (batchId && percent >= 100) void queryClient.invalidateQueries({ queryKey: ["marketplace-exchange"] })
  }, [batchId, percent, queryClient])
  const onClick = () =>
    syncAll.mutate(undefined, {
      onSuccess: (data) => {
        setBatchId(data.batch_id)
        toast.info(`${data.queued} product(s) queued for the marketplace`)
      },
      onError: (e) => toast.error(e.message),
    })
  const running = Boolean(batchId) && percent < 100
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center justify-between">
        <div>
          <Heading level="h2">Sync all products</Heading>
          <Text size="small" className="text-ui-fg-subtle">Sends every product of the marketplace's sales channel again; unchanged ones cost nothing.</Text>
        </div>
        <Button size="small" variant="secondary" onClick={onClick} isLoading={syncAll.isPending} disabled={running}>Sync all</Button>
      </div>
      {batchId && p && (
        <div className="flex flex-col gap-y-1" data-testid="sync-all-progress">
          <div className="h-2 w-full overflow-hidden rounded-full bg-ui-bg-subtle" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-full bg-ui-fg-interactive transition-all" style={{ width: `${percent}%` }} />
          </div>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {percent}% · {p.done} sent, {p.failed} failed, {p.pending + p.running} to go of {p.total}
          </Text>
        </div>
      )}
    </div>
  )
}
