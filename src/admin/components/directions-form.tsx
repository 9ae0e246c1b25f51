import { Button, Checkbox, Input, Label, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { SettingsView, useSaveConnectionSettings } from "../hooks/use-connection-settings"
import { Direction, DIRECTION_KEYS, DIRECTIONS } from "../lib/move-in-words"
import { useErrorWords } from "../hooks/use-error-words"
import { SectionTitle } from "./section-title"

/**
 * What travels, for a move in stages: the catalog, stock and price, the order import,
 * each on or off, and the date from which marketplace orders are imported (older ones are left to
 * the old system).
 */
export function DirectionsForm({ settings }: { settings: SettingsView }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const save = useSaveConnectionSettings()
  const [on, setOn] = useState<Record<Direction, boolean>>(() => pick(settings))
  const [since, setSince] = useState(settings.import_orders_since?.slice(0, 10) ?? "")
  useEffect(() => {
    setOn(pick(settings))
    setSince(settings.import_orders_since?.slice(0, 10) ?? "")
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { ...on, import_orders_since: since || null },
      { onSuccess: () => toast.success(t("marketplaceExchange.directions.saved")), onError: (e) => toast.error(errorText(e)) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-directions">
      <SectionTitle title={t("marketplaceExchange.directions.title")} description={t("marketplaceExchange.directions.description")} />
      {DIRECTIONS.map((direction) => (
        <div key={direction} className="flex items-start gap-x-2">
          <Checkbox
            id={`mx-${direction}`}
            checked={on[direction]}
            onCheckedChange={(checked) => setOn({ ...on, [direction]: checked === true })}
          />
          <div className="flex flex-col gap-y-1">
            <Label htmlFor={`mx-${direction}`}>{t(DIRECTION_KEYS[direction].label)}</Label>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {t(DIRECTION_KEYS[direction].hint)}
            </Text>
          </div>
        </div>
      ))}
      <div className="flex max-w-[240px] flex-col gap-y-1">
        <Label htmlFor="mx-orders-since">{t("marketplaceExchange.directions.since")}</Label>
        <Input id="mx-orders-since" type="date" value={since} onChange={(e) => setSince(e.target.value)} />
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.directions.sinceHint")}
        </Text>
      </div>
      <div>
        <Button size="small" type="submit" isLoading={save.isPending}>
          {t("marketplaceExchange.common.save")}
        </Button>
      </div>
    </form>
  )
}

const pick = (settings: SettingsView): Record<Direction, boolean> => ({
  push_catalog: settings.push_catalog,
  push_stock_price: settings.push_stock_price,
  import_orders: settings.import_orders,
})
