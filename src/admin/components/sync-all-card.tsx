import { Button, toast } from "@medusajs/ui"
import { useCallback } from "react"
import { useTranslation } from "react-i18next"
import { useSyncAll, useSyncProgress } from "../hooks/use-marketplace"
import { BatchProgress, useKeptBatch } from "./batch-progress"
import { useErrorWords } from "../hooks/use-error-words"
import { SectionTitle } from "./section-title"

/** "Sync all" and a progress bar that follows the batch to 100%, saying what was sent, unchanged, held back, refused or failed. */
export function SyncAllCard() {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const [batchId, keepBatch] = useKeptBatch("sync-all-batch")
  const syncAll = useSyncAll()
  const progress = useSyncProgress(batchId)
  const running = Boolean(batchId) && Boolean(progress.data) && progress.data!.progress < 1
  const forget = useCallback(() => keepBatch(null), [keepBatch])
  const onClick = () =>
    syncAll.mutate(undefined, {
      onSuccess: (data) => {
        if (!data.queued) {
          toast.info(t("marketplaceExchange.syncAll.nothingToSync"))
          return
        }
        keepBatch(data.batch_id)
        toast.info(t("marketplaceExchange.syncAll.queued", { count: data.queued }))
      },
      onError: (e) => toast.error(errorText(e)),
    })
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <div className="flex items-center justify-between">
        <SectionTitle title={t("marketplaceExchange.syncAll.title")} description={t("marketplaceExchange.syncAll.description")} />
        <Button size="small" variant="secondary" onClick={onClick} isLoading={syncAll.isPending} disabled={running}>
          {t("marketplaceExchange.syncAll.button")}
        </Button>
      </div>
      {batchId && <BatchProgress batchId={batchId} onGone={forget} testId="sync-all-progress" />}
    </div>
  )
}
