import { Button, Checkbox, Label, Text, toast, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Override, useApplyScan } from "../hooks/use-account-scan"
import { useErrorWords } from "../hooks/use-error-words"

/**
 * Applying a scanned plan: whether the old connector is switched off (then the linked
 * listings get the plugin's ForeignIds; while it runs it finds its listings by its own), and the
 * button that applies the plan with the merchant's decisions after a confirmation.
 */
export function ApplyPlanBar({ scanId, overrides, onApplied }: { scanId: string; overrides: Override[]; onApplied: () => void }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const prompt = usePrompt()
  const apply = useApplyScan()
  const [takeOver, setTakeOver] = useState(false)

  const confirmAndApply = async () => {
    const confirmed = await prompt({
      title: t("marketplaceExchange.moveIn.applyTitle"),
      description: [
        t("marketplaceExchange.moveIn.applyDescription", { count: overrides.length }),
        // Stock the store no longer has must never sell: what the plan does not link keeps the old system's stock once nothing drives it.
        ...(takeOver ? [t("marketplaceExchange.moveIn.takeOverWarning")] : []),
      ].join(" "),
      confirmText: t("marketplaceExchange.moveIn.apply"),
      cancelText: t("marketplaceExchange.common.cancel"),
    })
    if (!confirmed) return
    apply.mutate(
      { scan_id: scanId, overrides, take_over_foreign_ids: takeOver },
      {
        onSuccess: ({ applied }) => {
          toast.success(t("marketplaceExchange.moveIn.appliedToast", applied))
          onApplied()
        },
        onError: (e) => toast.error(errorText(e)),
      }
    )
  }

  return (
    <div
      className="flex flex-wrap items-end justify-between gap-3 rounded-md border border-ui-border-base px-3 py-2"
      data-testid="apply-plan"
    >
      <div className="flex max-w-[560px] items-start gap-x-2">
        <Checkbox id="mx-take-over" checked={takeOver} onCheckedChange={(checked) => setTakeOver(checked === true)} />
        <div className="flex flex-col gap-y-0.5">
          <Label htmlFor="mx-take-over" size="small">
            {t("marketplaceExchange.moveIn.takeOver")}
          </Label>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("marketplaceExchange.moveIn.takeOverHint")}
          </Text>
        </div>
      </div>
      <div className="flex items-center gap-x-3 whitespace-nowrap">
        {overrides.length > 0 && (
          <Text size="xsmall" className="text-ui-fg-subtle" data-testid="override-count">
            {t("marketplaceExchange.moveIn.changed", { count: overrides.length })}
          </Text>
        )}
        <Button size="small" onClick={confirmAndApply} isLoading={apply.isPending} data-testid="apply-scan">
          {t("marketplaceExchange.moveIn.apply")}
        </Button>
      </div>
    </div>
  )
}
