import { Button, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useCallback, useEffect, useState } from "react"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"
import { BatchProgress, useKeptBatch } from "./batch-progress"

const RESEND_WORDS: Record<string, string> = { stock_buffer: "stock", region: "prices", strike_price: "strike prices" }

/** Which products, prices and stock the marketplace gets. */
export function SyncSettingsForm({ settings }: { settings: SettingsView }) {
  const choices = useStoreChoices()
  const save = useSaveConnectionSettings()
  const [channel, setChannel] = useState(settings.sales_channel_id ?? "")
  const [region, setRegion] = useState(settings.region_id ?? "")
  const [buffer, setBuffer] = useState(String(settings.stock_buffer))
  const [shippingOption, setShippingOption] = useState(settings.shipping_option_id ?? "")
  const [interval, setImportInterval] = useState(String(settings.import_interval_minutes))
  const [inFlight, setInFlight] = useState(String(settings.max_requests_in_flight))
  // A changed stock buffer (or region) resends every listed product: its progress, kept across visits.
  const [resendBatch, keepResendBatch] = useKeptBatch("resend-batch")
  const forgetResend = useCallback(() => keepResendBatch(null), [keepResendBatch])

  useEffect(() => {
    setChannel(settings.sales_channel_id ?? "")
    setRegion(settings.region_id ?? "")
    setBuffer(String(settings.stock_buffer))
    setShippingOption(settings.shipping_option_id ?? "")
    setImportInterval(String(settings.import_interval_minutes))
    setInFlight(String(settings.max_requests_in_flight))
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const stockBuffer = Number(buffer)
    if (!Number.isInteger(stockBuffer) || stockBuffer < 0 || stockBuffer > 999) {
      toast.error("The stock buffer must be a whole number from 0 to 999")
      return
    }
    const importInterval = Number(interval)
    if (!Number.isInteger(importInterval) || importInterval < 1 || importInterval > 1440) {
      toast.error("The import interval must be a whole number of minutes from 1 to 1440")
      return
    }
    const maxInFlight = Number(inFlight)
    if (!Number.isInteger(maxInFlight) || maxInFlight < 1 || maxInFlight > 32) {
      toast.error("The requests at once must be a whole number from 1 to 32")
      return
    }
    save.mutate(
      {
        sales_channel_id: channel || null,
        region_id: region || null,
        stock_buffer: stockBuffer,
        shipping_option_id: shippingOption || null,
        import_interval_minutes: importInterval,
        max_requests_in_flight: maxInFlight,
      },
      {
        onSuccess: ({ resend }) => {
          if (!resend) return toast.success("Marketplace settings saved")
          keepResendBatch(resend.batch_id)
          const what = resend.reasons.map((r) => RESEND_WORDS[r] ?? r).join(" and ")
          toast.success(`Marketplace settings saved: the ${what} of ${resend.queued} listed product(s) are queued to be sent again`)
        },
        onError: (e) => toast.error(e.message),
      }
    )
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4">
      <div>
        <Heading level="h2">Catalog and orders</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Published products of this sales channel are listed, with prices of the region and the stock of the channel's locations.
        </Text>
      </div>
      {choices.isError && (
        <Text size="small" className="text-ui-fg-error">
          Could not load sales channels and regions: {choices.error.message}
        </Text>
      )}
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-sales-channel">Sales channel</Label>
        <Select value={channel} onValueChange={setChannel}>
          <Select.Trigger id="mx-sales-channel">
            <Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a sales channel"} />
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
        <Label htmlFor="mx-region">Prices from region</Label>
        <Select value={region} onValueChange={setRegion}>
          <Select.Trigger id="mx-region">
            <Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a region"} />
          </Select.Trigger>
          <Select.Content>
            {(choices.data?.regions ?? []).map((r) => (
              <Select.Item key={r.id} value={r.id}>{`${r.name} (${r.currency_code.toUpperCase()})`}</Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-buffer">Stock held back per variant</Label>
        <Input id="mx-buffer" type="number" min={0} max={999} value={buffer} onChange={(e) => setBuffer(e.target.value)} />
        <Text size="xsmall" className="text-ui-fg-subtle">
          Units kept off the marketplace against overselling. Changing it sends the stock of every listed product again.
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label>Stock counted at</Label>
        <Text size="small" data-testid="mx-stock-locations">
          {settings.stock_locations.length
            ? settings.stock_locations.map((l) => l.name).join(", ")
            : "No stock location: link one to the sales channel under Settings → Locations & Shipping."}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          The locations of the chosen sales channel. Marketplace orders reserve their stock there.
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-shipping-option">Shipping option for marketplace orders</Label>
        <Select value={shippingOption} onValueChange={setShippingOption}>
          <Select.Trigger id="mx-shipping-option">
            <Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a shipping option"} />
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
          Imported orders get this shipping method, at the shipping cost the buyer paid on the marketplace.
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-import-interval">Import orders every (minutes)</Label>
        <Input
          id="mx-import-interval"
          type="number"
          min={1}
          max={1440}
          value={interval}
          onChange={(e) => setImportInterval(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-in-flight">Requests to the service at once</Label>
        <Input id="mx-in-flight" type="number" min={1} max={32} value={inFlight} onChange={(e) => setInFlight(e.target.value)} />
        <Text size="xsmall" className="text-ui-fg-subtle">
          How many requests this store sends to the exchange service at the same time (1 to 32, 8 by default), shared by listing, stock,
          price and order work; each server or worker of the store has its own. More lists a large catalog faster; lower it if the service
          answers "too many requests" or slows down.
        </Text>
      </div>
      {resendBatch && (
        <div className="flex flex-col gap-y-1">
          <Text size="small" weight="plus">
            Sending the listed products again
          </Text>
          <BatchProgress batchId={resendBatch} onGone={forgetResend} testId="resend-progress" />
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}
