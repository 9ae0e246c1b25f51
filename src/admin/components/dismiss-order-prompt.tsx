import { Label, Prompt, Textarea, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDismissOrder } from "../hooks/use-marketplace"
import { useErrorWords } from "../hooks/use-error-words"

/** The longest reason the API keeps (orders/[id]/dismiss/validators.ts). */
const REASON_MAX = 500

/**
 * Asks why a held order is dismissed, then dismisses it (POST orders/:id/dismiss): it is never
 * imported, and the list shows it under "Dismissed" with the reason. `order`: the row to dismiss,
 * null while the prompt is closed.
 */
export function DismissOrderPrompt({ order, onClose }: { order: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const dismiss = useDismissOrder()
  const [reason, setReason] = useState("")
  const close = () => {
    setReason("")
    onClose()
  }
  const onDismiss = () => {
    if (!order) return
    dismiss.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => toast.success(t("marketplaceExchange.tables.dismissed", { order: order.name })),
        onError: (e) => toast.error(errorText(e)),
      }
    )
    close()
  }
  return (
    <Prompt open={order !== null} onOpenChange={(open) => !open && close()}>
      <Prompt.Content data-testid="dismiss-order-prompt">
        <Prompt.Header>
          <Prompt.Title>{t("marketplaceExchange.tables.dismissTitle", { order: order?.name ?? "" })}</Prompt.Title>
          <Prompt.Description>{t("marketplaceExchange.tables.dismissDescription")}</Prompt.Description>
        </Prompt.Header>
        <div className="flex flex-col gap-y-1 px-6 pb-4">
          <Label htmlFor="mx-dismiss-reason">{t("marketplaceExchange.tables.dismissReason")}</Label>
          <Textarea id="mx-dismiss-reason" maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <Prompt.Footer>
          <Prompt.Cancel>{t("marketplaceExchange.common.cancel")}</Prompt.Cancel>
          <Prompt.Action disabled={!reason.trim()} onClick={onDismiss}>
            {t("marketplaceExchange.tables.dismiss")}
          </Prompt.Action>
        </Prompt.Footer>
      </Prompt.Content>
    </Prompt>
  )
}
