import { Button, Checkbox, Input, Label, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { SettingsView, useSaveConnectionSettings } from "../hooks/use-connection-settings"
import { useErrorWords } from "../hooks/use-error-words"
import { savedWords } from "../lib/resend-words"
import { formatDateTime } from "../lib/format"
import { gpsrBody, GpsrFields, type GpsrForm, gpsrRefusal } from "./gpsr-fields"
import { SectionTitle } from "./section-title"

/**
 * The product safety data (GPSR) per brand: every product whose brand (marketplace
 * fields) is one of these gets its data; a product's own values go over its brand's. Saved whole.
 */
export function GpsrByBrandForm({ settings }: { settings: SettingsView }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const save = useSaveConnectionSettings()
  const [brands, setBrands] = useState<Record<string, GpsrForm>>(settings.gpsr_by_brand ?? {})
  const [chosen, setChosen] = useState<string>(Object.keys(settings.gpsr_by_brand ?? {})[0] ?? "")
  const [newBrand, setNewBrand] = useState("")
  // Taken over again only when the saved data changed: a refetch of the settings (another form's save) keeps what is typed here.
  const saved = JSON.stringify(settings.gpsr_by_brand ?? {})
  useEffect(() => {
    const stored = JSON.parse(saved) as Record<string, GpsrForm>
    setBrands(stored)
    setChosen((c) => (c && stored[c] ? c : (Object.keys(stored)[0] ?? "")))
  }, [saved])

  const add = () => {
    const name = newBrand.trim()
    if (!name) return
    setBrands((b) => ({ ...b, [name]: b[name] ?? {} }))
    setChosen(name)
    setNewBrand("")
  }
  const remove = () => {
    setBrands(({ [chosen]: _gone, ...rest }) => rest)
    setChosen("")
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = Object.fromEntries(Object.entries(brands).map(([brand, data]) => [brand, gpsrBody(data)]))
    // A wrong value (marked under its field as typed) is said with its brand before anything is sent.
    for (const [brand, data] of Object.entries(body)) {
      const refused = gpsrRefusal(data, i18n.language, brand)
      if (refused) return void toast.error(refused)
    }
    save.mutate(
      { gpsr_by_brand: body },
      { onSuccess: ({ resend }) => toast.success(savedWords(resend, t)), onError: (e) => toast.error(errorText(e)) }
    )
  }
  // A53: saved on its own at once, with the time of the tick; untick to say it is not confirmed any more.
  const confirmedAt = settings.gpsr_display_confirmed_at ?? null
  const confirm = (checked: boolean) =>
    save.mutate(
      { gpsr_display_confirmed_at: checked ? new Date().toISOString() : null },
      { onSuccess: ({ resend }) => toast.success(savedWords(resend, t)), onError: (e) => toast.error(errorText(e)) }
    )
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4" data-testid="mx-gpsr-by-brand">
      <SectionTitle title={t("marketplaceExchange.gpsr.title")} description={t("marketplaceExchange.gpsr.description")} />
      <div className="flex items-start gap-x-2" data-testid="mx-gpsr-display-confirmed">
        <Checkbox
          id="mx-gpsr-display-confirmed"
          checked={Boolean(confirmedAt)}
          disabled={save.isPending}
          onCheckedChange={(checked) => confirm(checked === true)}
        />
        <div className="flex flex-col gap-y-0.5">
          <Label htmlFor="mx-gpsr-display-confirmed" size="small">
            {t("marketplaceExchange.gpsr.displayConfirm")}
          </Label>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {confirmedAt
              ? t("marketplaceExchange.gpsr.displayConfirmedAt", { date: formatDateTime(confirmedAt, i18n.language) })
              : t("marketplaceExchange.gpsr.displayConfirmHint")}
          </Text>
        </div>
      </div>
      {/* The brands as buttons, not a select: a select loses a value whose option it has not drawn yet. */}
      <div className="flex flex-wrap gap-2" data-testid="mx-gpsr-brands">
        {Object.keys(brands).map((brand) => (
          <Button
            key={brand}
            type="button"
            size="small"
            variant={brand === chosen ? "primary" : "secondary"}
            onClick={() => setChosen(brand)}
          >
            {brand}
          </Button>
        ))}
        {!Object.keys(brands).length && (
          <Text size="small" className="text-ui-fg-subtle">
            {t("marketplaceExchange.gpsr.noBrands")}
          </Text>
        )}
      </div>
      <div className="grid grid-cols-[1fr_auto] items-end gap-x-3">
        <Input
          id="mx-gpsr-new-brand"
          size="small"
          value={newBrand}
          placeholder={t("marketplaceExchange.gpsr.newBrand")}
          onChange={(e) => setNewBrand(e.target.value)}
        />
        <Button type="button" size="small" variant="secondary" onClick={add}>
          {t("marketplaceExchange.gpsr.addBrand")}
        </Button>
      </div>
      {chosen && brands[chosen] && (
        <GpsrFields idPrefix="mx-gpsr-brand" value={brands[chosen]} onChange={(next) => setBrands((b) => ({ ...b, [chosen]: next }))} />
      )}
      <div className="flex justify-end gap-x-2">
        {chosen && (
          <Button type="button" size="small" variant="secondary" onClick={remove}>
            {t("marketplaceExchange.gpsr.removeBrand", { brand: chosen })}
          </Button>
        )}
        <Button size="small" type="submit" isLoading={save.isPending}>
          {t("marketplaceExchange.common.save")}
        </Button>
      </div>
    </form>
  )
}
