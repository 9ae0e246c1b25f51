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
const FORCE_CONFIRMATION = "DELETE LIVE LISTINGS"
const deletesProducts = (type: number) => [0, 2, 6, 10].includes(type)

/** DeleteAccountData, behind a typed confirmation: it cannot be undone. */
export function DangerZone() {
  const [type, setType] = useState("")
  const [confirm, setConfirm] = useState("")
  const [force, setForce] = useState("")
  // Set when a reset stopped because listings could not be ended: the second confirmation appears.
  const [blocked, setBlocked] = useState(false)
  const remove = useDeleteAccountData()
  const choice = CHOICES.find((c) => String(c.type) === type)
  const onDelete = () =>
    remove.mutate(
      { type: Number(type), confirm, ...(blocked && force === FORCE_CONFIRMATION ? { force_confirm: force } : {}) },
      {
        onSuccess: (data) => {
          const ended = data.listings ? ` ${data.listings.ended} live listing(s) ended first.` : ""
          toast.success(`Emptied at the exchange service: ${data.emptied.join(", ")}.${ended}`)
          setConfirm("")
          setForce("")
          setBlocked(false)
        },
        onError: (e) => {
          if (/could not be ended/.test(e.message)) setBlocked(true)
          toast.error(e.message)
        },
      }
    )
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="danger-zone">
      <div>
        <Heading level="h2" className="text-ui-fg-error">
          Danger zone: empty the exchange account
        </Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Deletes data at the exchange service, not in your store. The service leaves live marketplace listings live when it deletes
          products, and products sent again would then be listed twice: so every live listing is ended first (its stock set to 0), and if
          one cannot be ended nothing is deleted. After deleting products, use "Sync all" on the Marketplace page to send them again.
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-type">What to delete</Label>
        <Select value={type} onValueChange={setType}>
          <Select.Trigger id="mx-delete-type">
            <Select.Value placeholder="Choose what to delete" />
          </Select.Trigger>
          <Select.Content>
            {CHOICES.map((c) => (
              <Select.Item key={c.type} value={String(c.type)}>
                {c.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        {choice && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            Deletes {choice.detail}.
          </Text>
        )}
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-confirm">Type {CONFIRMATION} to confirm</Label>
        <Input id="mx-delete-confirm" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      {blocked && choice && deletesProducts(choice.type) && (
        <div className="flex flex-col gap-y-1" data-testid="danger-zone-force">
          <Label htmlFor="mx-delete-force">
            Some listings could not be ended. To delete the products anyway (those listings stay live and the products would be listed twice
            once sent again), type {FORCE_CONFIRMATION}
          </Label>
          <Input id="mx-delete-force" autoComplete="off" value={force} onChange={(e) => setForce(e.target.value)} />
        </div>
      )}
      <div className="flex justify-end">
        <Button
          size="small"
          variant="danger"
          disabled={!choice || confirm !== CONFIRMATION || (blocked && force !== "" && force !== FORCE_CONFIRMATION)}
          isLoading={remove.isPending}
          onClick={onDelete}
        >
          Delete at the exchange service
        </Button>
      </div>
    </div>
  )
}
