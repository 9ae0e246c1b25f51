import { Button, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useDeleteAccountData } from "../hooks/use-marketplace-details"

/** Spec 4.3's type table, in words. */
const CHOICES = [
  { type: 2, label: "Products", detail: "all products, variations, images and strike prices" },
  { type: 4, label: "Catalogs", detail: "all catalogs and their profiles" },
  { type: 6, label: "Products and catalogs", detail: "everything the store has sent" },
  { type: 8, label: "Orders", detail: "all sales orders and buyers" },
  { type: 10, label: "Products and orders", detail: "products, sales orders and buyers" },
  { type: 12, label: "Catalogs and orders", detail: "catalogs, sales orders and buyers" },
  { type: 0, label: "Everything", detail: "products, catalogs, orders, buyers and the listing records" },
] as const

const CONFIRMATION = "DELETE"

/** DeleteAccountData, behind a typed confirmation: it cannot be undone. */
export function DangerZone() {
  const [type, setType] = useState("")
  const [confirm, setConfirm] = useState("")
  const remove = useDeleteAccountData()
  const choice = CHOICES.find((c) => String(c.type) === type)
  const onDelete = () =>
    remove.mutate(
      { type: Number(type), confirm },
      {
        onSuccess: (data) => {
          toast.success(`Emptied at the exchange service: ${data.emptied.join(", ")}`)
          setConfirm("")
        },
        onError: (e) => toast.error(e.message),
      }
    )
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="danger-zone">
      <div>
        <Heading level="h2" className="text-ui-fg-error">Danger zone: empty the exchange account</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Deletes data at the exchange service, not in your store. Listings that are live on the marketplace stay live. After deleting products, use "Sync all" on the Marketplace page to send them again.
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-type">What to delete</Label>
        <Select value={type} onValueChange={setType}>
          <Select.Trigger id="mx-delete-type"><Select.Value placeholder="Choose what to delete" /></Select.Trigger>
          <Select.Content>
            {CHOICES.map((c) => <Select.Item key={c.type} value={String(c.type)}>{c.label}</Select.Item>)}
          </Select.Content>
        </Select>
        {choice && <Text size="xsmall" className="text-ui-fg-subtle">Deletes {choice.detail}.</Text>}
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-confirm">Type {CONFIRMATION} to confirm</Label>
        <Input id="mx-delete-confirm" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      <div className="flex justify-end">
        <Button size="small" variant="danger" disabled={!choice || confirm !== CONFIRMATION} isLoading={remove.isPending} onClick={onDelete}>
          Delete at the exchange service
        </Button>
      </div>
    </div>
  )
}
