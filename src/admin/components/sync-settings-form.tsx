import { Checkbox, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { languageOf } from "../../messages"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { BatchProgress, useKeptBatch } from "./batch-progress"
import { NumberField } from "./number-field"
import { useErrorWords } from "../hooks/use-error-words"
import { savedWords } from "../lib/resend-words"
import { SectionTitle } from "./section-title"
import { SaveButton } from "./form-parts"
import {
  ACTIVITY_RETENTION_DAYS,
  IMPORT_ALERT_MINUTES,
  LISTING_CHECK_HOURS,
  LISTING_CHECKS_PER_MINUTE,
  MAX_QUANTITY,
  MAX_REQUESTS_IN_FLIGHT,
  ORDER_POLL_SECONDS,
  STOCK_BUFFER,
} from "../../modules/marketplace-exchange/types"

/**
 * The form's whole numbers: each setting's field (its id, words and the schema's bounds), and the
 * words a value out of bounds is refused with here; the others the server refuses, naming the range.
 */
const NUMBERS = {
  stock_buffer: {
    id: "mx-buffer",
    label: "marketplaceExchange.syncSettings.buffer",
    hint: "marketplaceExchange.syncSettings.bufferHint",
    rule: STOCK_BUFFER,
    invalid: "marketplaceExchange.syncSettings.bufferInvalid",
  },
  max_quantity: {
    id: "mx-max-quantity",
    label: "marketplaceExchange.syncSettings.maxQuantity",
    hint: "marketplaceExchange.syncSettings.maxQuantityHint",
    rule: MAX_QUANTITY,
  },
  order_poll_seconds: {
    id: "mx-poll-seconds",
    label: "marketplaceExchange.syncSettings.pollSeconds",
    hint: "marketplaceExchange.syncSettings.pollSecondsHint",
    rule: ORDER_POLL_SECONDS,
    invalid: "marketplaceExchange.syncSettings.intervalInvalid",
  },
  import_alert_minutes: {
    id: "mx-alert-minutes",
    label: "marketplaceExchange.syncSettings.alertMinutes",
    hint: "marketplaceExchange.syncSettings.alertMinutesHint",
    rule: IMPORT_ALERT_MINUTES,
  },
  activity_retention_days: {
    id: "mx-retention",
    label: "marketplaceExchange.syncSettings.retention",
    rule: ACTIVITY_RETENTION_DAYS,
  },
  max_requests_in_flight: {
    id: "mx-in-flight",
    label: "marketplaceExchange.syncSettings.inFlight",
    hint: "marketplaceExchange.syncSettings.inFlightHint",
    rule: MAX_REQUESTS_IN_FLIGHT,
    invalid: "marketplaceExchange.syncSettings.inFlightInvalid",
  },
  listing_check_hours: {
    id: "mx-listing-check-hours",
    label: "marketplaceExchange.syncSettings.listingCheckHours",
    hint: "marketplaceExchange.syncSettings.listingCheckHoursHint",
    rule: LISTING_CHECK_HOURS,
  },
  listing_checks_per_minute: {
    id: "mx-listing-checks-per-minute",
    label: "marketplaceExchange.syncSettings.listingChecksPerMinute",
    hint: "marketplaceExchange.syncSettings.listingChecksPerMinuteHint",
    rule: LISTING_CHECKS_PER_MINUTE,
  },
} as const satisfies Record<string, { id: string; label: string; hint?: string; rule: { min: number; max: number }; invalid?: string }>

type NumberSetting = keyof typeof NUMBERS

/** The numbers as the form's fields hold them (text, as typed). */
const numbersOf = (settings: SettingsView) =>
  Object.fromEntries((Object.keys(NUMBERS) as NumberSetting[]).map((name) => [name, String(settings[name])])) as Record<
    NumberSetting,
    string
  >

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
  const [numbers, setNumbers] = useState(numbersOf(settings))
  const [shippingOption, setShippingOption] = useState(settings.shipping_option_id ?? "")
  const [paidOnly, setPaidOnly] = useState(settings.import_paid_only)
  // A changed stock buffer or cap (or region) resends every listed product: its progress, kept across visits.
  const [resendBatch, keepResendBatch] = useKeptBatch("resend-batch")
  const forgetResend = useCallback(() => keepResendBatch(null), [keepResendBatch])

  useEffect(() => {
    setChannel(settings.sales_channel_id ?? "")
    setRegion(settings.region_id ?? "")
    setNumbers(numbersOf(settings))
    setShippingOption(settings.shipping_option_id ?? "")
    setPaidOnly(settings.import_paid_only)
    setAlertLanguage(alertLanguageOf(settings))
  }, [settings])

  /** A whole-number setting's field, bounded by the schema's rule. */
  const numberField = (name: NumberSetting) => {
    const field: (typeof NUMBERS)[NumberSetting] = NUMBERS[name]
    return (
      <NumberField
        id={field.id}
        label={t(field.label)}
        hint={"hint" in field ? t(field.hint) : undefined}
        min={field.rule.min}
        max={field.rule.max}
        value={numbers[name]}
        onChange={(value) => setNumbers((now) => ({ ...now, [name]: value }))}
      />
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const values = Object.fromEntries(Object.entries(numbers).map(([name, text]) => [name, Number(text)])) as Record<NumberSetting, number>
    for (const name of Object.keys(NUMBERS) as NumberSetting[]) {
      const field: (typeof NUMBERS)[NumberSetting] = NUMBERS[name]
      const value = values[name]
      if ("invalid" in field && (!Number.isInteger(value) || value < field.rule.min || value > field.rule.max)) {
        toast.error(t(field.invalid))
        return
      }
    }
    save.mutate(
      {
        sales_channel_id: channel || null,
        region_id: region || null,
        shipping_option_id: shippingOption || null,
        import_paid_only: paidOnly,
        alert_language: alertLanguage,
        // The rest are checked by the server, whose message names the range.
        ...values,
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
      <ChoiceField
        id="mx-sales-channel"
        label={t("marketplaceExchange.syncSettings.salesChannel")}
        placeholder={choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseChannel")}
        value={channel}
        onChange={setChannel}
        options={(choices.data?.channels ?? []).map((c) => ({ value: c.id, name: c.name }))}
      />
      <ChoiceField
        id="mx-region"
        label={t("marketplaceExchange.syncSettings.region")}
        placeholder={choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseRegion")}
        value={region}
        onChange={setRegion}
        options={(choices.data?.regions ?? []).map((r) => ({ value: r.id, name: `${r.name} (${r.currency_code.toUpperCase()})` }))}
      />
      {numberField("stock_buffer")}
      {numberField("max_quantity")}
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
      <ChoiceField
        id="mx-shipping-option"
        label={t("marketplaceExchange.syncSettings.shippingOption")}
        hint={t("marketplaceExchange.syncSettings.shippingHint")}
        placeholder={choices.isLoading ? t("marketplaceExchange.common.loading") : t("marketplaceExchange.syncSettings.chooseShipping")}
        value={shippingOption}
        onChange={setShippingOption}
        options={(choices.data?.shippingOptions ?? []).map((o) => ({ value: o.id, name: o.name }))}
      />
      {numberField("order_poll_seconds")}
      <div className="flex items-start gap-x-2">
        <Checkbox id="mx-paid-only" checked={paidOnly} onCheckedChange={(checked) => setPaidOnly(checked === true)} />
        <div className="flex flex-col gap-y-1">
          <Label htmlFor="mx-paid-only">{t("marketplaceExchange.syncSettings.paidOnly")}</Label>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("marketplaceExchange.syncSettings.paidOnlyHint")}
          </Text>
        </div>
      </div>
      {numberField("import_alert_minutes")}
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
      {numberField("activity_retention_days")}
      {numberField("max_requests_in_flight")}
      {numberField("listing_check_hours")}
      {numberField("listing_checks_per_minute")}
      {resendBatch && (
        <div className="flex flex-col gap-y-1">
          <Text size="small" weight="plus">
            {t("marketplaceExchange.syncSettings.resending")}
          </Text>
          <BatchProgress batchId={resendBatch} onGone={forgetResend} testId="resend-progress" />
        </div>
      )}
      <SaveButton pending={save.isPending} />
    </form>
  )
}

/** One of the store's records to choose (a sales channel, a region, a shipping option), with its label and hint. */
function ChoiceField(props: {
  id: string
  label: string
  hint?: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  options: Array<{ value: string; name: string }>
}) {
  return (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select value={props.value} onValueChange={props.onChange}>
        <Select.Trigger id={props.id}>
          <Select.Value placeholder={props.placeholder} />
        </Select.Trigger>
        <Select.Content>
          {props.options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
      {props.hint && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {props.hint}
        </Text>
      )}
    </div>
  )
}
