import { Button, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { SettingsView, useSaveConnectionSettings, useStoreChoices } from "../hooks/use-connection-settings"

/** Which products, prices and stock the marketplace gets. */
export function SyncSettingsForm({ settings }: { settings: SettingsView }) {
  const choices = useStoreChoices()
  const save = useSaveConnectionSettings()
  const [channel, setChannel] = useState(settings.sales_channel_id ?? "")
  const [region, setRegion] = useState(settings.region_id ?? "")
  const [buffer, setBuffer] = useState(String(settings.stock_buffer))

  useEffect(() => {
    setChannel(settings.sales_channel_id ?? "")
    setRegion(settings.region_id ?? "")
    setBuffer(String(settings.stock_buffer))
  }, [settings])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const stockBuffer = Number(buffer)
    if (!Number.isInteger(stockBuffer) || stockBuffer < 0 || stockBuffer > 999) {
      toast.error("The stock buffer must be a whole number from 0 to 999")
      return
    }
    save.mutate(
      { sales_channel_id: channel || null, region_id: region || null, stock_buffer: stockBuffer },
      { onSuccess: () => toast.success("Marketplace settings saved"), onError: (e) => toast.error(e.message) }
    )
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-4 px-6 py-4">
      <div>
        <Heading level="h2">What the marketplace gets</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Published products of this sales channel are listed, with prices of the region and the stock of the channel's locations.
        </Text>
      </div>
      {choices.isError && <Text size="small" className="text-ui-fg-error">Could not load sales channels and regions: {choices.error.message}</Text>}
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-sales-channel">Sales channel</Label>
        <Select value={channel} onValueChange={setChannel}>
          <Select.Trigger id="mx-sales-channel"><Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a sales channel"} /></Select.Trigger>
          <Select.Content>
            {(choices.data?.channels ?? []).map((c) => <Select.Item key={c.id} value={c.id}>{c.name}</Select.Item>)}
          </Select.Content>
        </Select>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-region">Prices from region</Label>
        <Select value={region} onValueChange={setRegion}>
          <Select.Trigger id="mx-region"><Select.Value placeholder={choices.isLoading ? "Loading…" : "Choose a region"} /></Select.Trigger>
          <Select.Content>
            {(choices.data?.regions ?? []).map((r) => <Select.Item key={r.id} value={r.id}>{`${r.name} (${r.currency_code.toUpperCase()})`}</Select.Item>)}
          </Select.Content>
        </Select>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-buffer">Stock held back per variant</Label>
        <Input id="mx-buffer" type="number" min={0} max={999} value={buffer} onChange={(e) => setBuffer(e.target.value)} />
        <Text size="xsmall" className="text-ui-fg-subtle">Units kept off the marketplace against overselling.</Text>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="small" isLoading={save.isPending}>Save</Button>
      </div>
    </form>
  )
}
