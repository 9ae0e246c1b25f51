import { Button, Heading, Text, toast } from "@medusajs/ui"
import { useCallback } from "react"
import { useSyncAll, useSyncProgress } from "../hooks/use-marketplace"
import { BatchProgress, useKeptBatch } from "./batch-progress"

/** "Sync all" and a progress bar that follows the batch to 100%, saying what was sent, unchanged, held back, refused or failed. */
export function SyncAllCard() {
  const [batchId, keepBatch] = useKeptBatch("sync-all-batch")
  const syncAll = useSyncAll()
  const progress = useSyncProgress(batchId)
  const running = Boolean(batchId) && Boolean(progress.data) && progress.data!.progress < 1
  const forget = useCallback(() => keepBatch(null), [keepBatch])
  const onClick = () =>
    syncAll.mutate(undefined, {
      onSuccess: (data) => {
        if (!data.queued) {
          toast.info("Nothing to sync: the marketplace channel has no products")
          return
        }
        keepBatch(data.batch_id)
        toast.info(`${data.queued} product(s) queued: each is checked, and only what changed is sent`)
      },
      onError: (e) => toast.error(e.message),
    })
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center justify-between">
        <div>
          <Heading level="h2">Sync all products</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Checks every product of the marketplace's sales channel again; unchanged ones cost nothing.
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={onClick} isLoading={syncAll.isPending} disabled={running}>
          Sync all
        </Button>
      </div>
      {batchId && <BatchProgress batchId={batchId} onGone={forget} testId="sync-all-progress" />}
    </div>
  )
}
