import { Button, Checkbox, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { languageOf } from "../../messages"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { BatchProgress, useKeptBatch } from "./batch-progress"
import { NumberField } from "./number-field"
import { useErrorWords } from "../hooks/use-error-words"
import { savedWords } from "../lib/resend-words"
import { SectionTitle } from "./section-title"

/** Which products, prices and stock the marketplace gets. */
export function SyncSettingsForm({ settings }: { settings: SettingsView }) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const choices = useStoreChoices()
  // Not chosen yet: the admin's own language is offered (the bell keeps the text it was sent in).
  const alertLanguageOf = (s: SettingsView) => s.alert_language ?? languageOf(i18n.language)
  const [alertLanguage, setAlertLanguage] = useState<"en" | "de">(alertLanguageOf(settings))
  const save = useSaveConnectionSettings()
  const [channel, setChannel] = useState(settings.sales_channel_id ?? "")
  const [region, setRegion] = useState(settings.region_id ?? "")
  const [buffer, setBuffer] = useState(String(settings.stock_buffer))
  const [shippingOption, setShippingOption] = useState(settings.shipping_option_id ?? "")
  const [pollSeconds, setPollSeconds] = useState(String(settings.order_poll_seconds))
  const [paidOnly, setPaidOnly] = useState(settings.import_paid_only)
  const [inFlight, setInFlight] = useState(String(settings.max_requests_in_flight))
  const [retention, setRetention] = useState(String(settings.activity_retention_days))
  const [alertMinutes, setAlertMinutes] = useState(String(settings.import_alert_minutes))
  const [checkHours, setCheckHours] = useState(String(settings.listing_check_hours))
  const [checksPerMinute, setChecksPerMinute] = useState(String(settings.listing_checks_per_minute))
  // A changed stock buffer (or region) resends every listed product: its progress, kept across visits.
  const [resendBatch, keepResendBatch] = useKeptBatch("resend-batch")
  const forgetResend = useCallback(() => keepResendBatch(null), [keepResendBatch])

  useEffect(() => {
    setChannel(settings.sales_channel_id ?? "")
    setRegion(settings.region_id ?? "")
    setBuffer(String(settings.stock_buffer))
    setShippingOption(settings.shipping_option_id ?? "")
    setPollSeconds(String(settings.order_poll_seconds))
    setPaidOnly(settings.import_paid_only)
    setInFlight(String(settings.max_requests_in_flight))
    setRetention(String(settings.activity_retention_days))
    setAlertMinutes(String(settings.import_alert_minutes))
    setAlertLanguage(alertLanguageOf(settings))
    setCheckHours(String(settings.listing_check_hours))
    setChecksPerMinute(String(settings.listing_checks_per_minute))
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const stockBuffer = Number(buffer)
    if (!Number.isInteger(stockBuffer) || stockBuffer < 0 || stockBuffer > 999) {
      toast.error(t("marketplaceExchange.syncSettings.bufferInvalid"))
      return
    }
    const orderPollSeconds = Number(pollSeconds)
    if (!Number.isInteger(orderPollSeconds) || orderPollSeconds < 10 || orderPollSeconds > 3600) {
      toast.error(t("marketplaceExchange.syncSettings.intervalInvalid"))
      return
    }
    const maxInFlight = Number(inFlight)
    if (!Number.isInteger(maxInFlight) || maxInFlight < 1 || maxInFlight > 32) {
      toast.error(t("marketplaceExchange.syncSettings.inFlightInvalid"))
      return
    }
    save.mutate(
      {
        sales_channel_id: channel || null,
        region_id: region || null,
        stock_buffer: stockBuffer,
        shipping_option_id: shippingOption || null,
        order_poll_seconds: orderPollSeconds,
        import_paid_only: paidOnly,
        max_requests_in_flight: maxInFlight,
        // Checked by the server, whose message names the range.
        activity_retention_days: Number(retention),
        import_alert_minutes: Number(alertMinutes),
        alert_language: alertLanguage,
        listing_check_hours: Number(checkHours),
        listing_checks_per_minute: Number(checksPerMinute),
      },
      {
        onSuccess: ({ resend }) => {
          if (resend) keepResendBatch(resend.batch_id)
          toast.success(savedWords(resend, t))
        },
        onError: (e) => toast.error(errorText(e)),
      }
    )
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4">
      <SectionTitle title={t("marketplaceExchange.syncSettings.title")} description={t("marketplaceExchange.syncSettings.description")} />
      {choices.isError && (
        <Text size="small" className="text-ui-fg-error">
          {t("marketplaceExchange.syncSettings.loadFailed", { error: errorText(choices.error) })}
        </Text>
      )}
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-sales-channel">{t("marketplaceExchange.syncSettings.salesChannel")}</Label>
        <Select value={channel} onValueChange={setChannel}>
          <Select.Trigger id="mx-sales-channel">
            <Select.Value
              placeholder={
                choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseChannel")
              }
            />
          </Select.Trigger>
          <Select.Content>
            {(choices.data?.channels ?? []).map((c) => (
              <Select.Item key={c.id} value={c.id}>
                {c.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-region">{t("marketplaceExchange.syncSettings.region")}</Label>
        <Select value={region} onValueChange={setRegion}>
          <Select.Trigger id="mx-region">
            <Select.Value
              placeholder={choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseRegion")}
            />
          </Select.Trigger>
          <Select.Content>
            {(choices.data?.regions ?? []).map((r) => (
              <Select.Item key={r.id} value={r.id}>{`${r.name} (${r.currency_code.toUpperCase()})`}</Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      <NumberField
        id="mx-buffer"
        label={t("marketplaceExchange.syncSettings.buffer")}
        hint={t("marketplaceExchange.syncSettings.bufferHint")}
        min={0}
        max={999}
        value={buffer}
        onChange={setBuffer}
      />
      <div className="flex flex-col gap-y-1">
        <Label>{t("marketplaceExchange.syncSettings.stockAt")}</Label>
        <Text size="small" data-testid="mx-stock-locations">
          {settings.stock_locations.length
            ? settings.stock_locations.map((l) => l.name).join(", ")
            : t("marketplaceExchange.syncSettings.noStockLocation")}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.syncSettings.stockAtHint")}
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-shipping-option">{t("marketplaceExchange.syncSettings.shippingOption")}</Label>
        <Select value={shippingOption} onValueChange={setShippingOption}>
          <Select.Trigger id="mx-shipping-option">
            <Select.Value
              placeholder={
                choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseShipping")
              }
            />
          </Select.Trigger>
          <Select.Content>
            {(choices.data?.shippingOptions ?? []).map((o) => (
              <Select.Item key={o.id} value={o.id}>
                {o.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.syncSettings.shippingHint")}
        </Text>
      </div>
      <NumberField
        id="mx-poll-seconds"
        label={t("marketplaceExchange.syncSettings.pollSeconds")}
        hint={t("marketplaceExchange.syncSettings.pollSecondsHint")}
        min={10}
        max={3600}
        value={pollSeconds}
        onChange={setPollSeconds}
      />
      <div className="flex items-start gap-x-2">
        <Checkbox id="mx-paid-only" checked={paidOnly} onCheckedChange={(checked) => setPaidOnly(checked === true)} />
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-paid-only">{t("marketplaceExchange.syncSettings.paidOnly")}</Label>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("marketplaceExchange.syncSettings.paidOnlyHint")}
          </Text>
        </div>
      </div>
      <NumberField
        id="mx-alert-minutes"
        label={t("marketplaceExchange.syncSettings.alertMinutes")}
        hint={t("marketplaceExchange.syncSettings.alertMinutesHint")}
        min={5}
        max={1440}
        value={alertMinutes}
        onChange={setAlertMinutes}
      />
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-alert-language">{t("marketplaceExchange.syncSettings.alertLanguage")}</Label>
        <Select value={alertLanguage} onValueChange={(value) => setAlertLanguage(value === "de" ? "de" : "en")}>
          <Select.Trigger id="mx-alert-language">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="de">Deutsch</Select.Item>
            <Select.Item value="en">English</Select.Item>
          </Select.Content>
        </Select>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.syncSettings.alertLanguageHint")}
        </Text>
      </div>
      <NumberField
        id="mx-retention"
        label={t("marketplaceExchange.syncSettings.retention")}
        min={1}
        max={365}
        value={retention}
        onChange={setRetention}
      />
      <NumberField
        id="mx-in-flight"
        label={t("marketplaceExchange.syncSettings.inFlight")}
        hint={t("marketplaceExchange.syncSettings.inFlightHint")}
        min={1}
        max={32}
        value={inFlight}
        onChange={setInFlight}
      />
      <NumberField
        id="mx-listing-check-hours"
        label={t("marketplaceExchange.syncSettings.listingCheckHours")}
        hint={t("marketplaceExchange.syncSettings.listingCheckHoursHint")}
        min={1}
        max={168}
        value={checkHours}
        onChange={setCheckHours}
      />
      <NumberField
        id="mx-listing-checks-per-minute"
        label={t("marketplaceExchange.syncSettings.listingChecksPerMinute")}
        hint={t("marketplaceExchange.syncSettings.listingChecksPerMinuteHint")}
        min={1}
        max={600}
        value={checksPerMinute}
        onChange={setChecksPerMinute}
      />
      {resendBatch && (
        <div className="flex flex-col gap-y-1">
          <Text size="small" weight="plus">
            {t("marketplaceExchange.syncSettings.resending")}
          </Text>
          <BatchProgress batchId={resendBatch} onGone={forgetResend} testId="resend-progress" />
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={save.isPending}>
          {t("marketplaceExchange.common.save")}
        </Button>
      </div>
    </form>
  )
}
