import { Button, Label } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/** A settings section's save button: at the section's end on the right, busy while the save runs. */
export function SaveButton({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex justify-end">
      <Button size="small" type="submit" isLoading={pending} disabled={disabled}>
        {t("marketplaceExchange.common.save")}
      </Button>
    </div>
  )
}

/** A control with its label above it (the label names the control by `id`, so a click on it focuses the control). */
export function Labelled({ id, label, size, children }: { id: string; label: ReactNode; size?: "small"; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={id} size={size} className="flex items-center gap-x-2">
        {label}
      </Label>
      {children}
    </div>
  )
}
