import { Button, Checkbox, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDeleteAccountData } from "../hooks/use-marketplace-details"
import { useErrorWords } from "../hooks/use-error-words"
import type { DetailedError } from "../lib/sdk"

/** Spec 4.3's type table, in words (translation keys). */
const CHOICES = [
  {
    type: 2,
    label: "marketplaceExchange.dangerZone.choices.products.label",
    detail: "marketplaceExchange.dangerZone.choices.products.detail",
  },
  {
    type: 4,
    label: "marketplaceExchange.dangerZone.choices.catalogs.label",
    detail: "marketplaceExchange.dangerZone.choices.catalogs.detail",
  },
  {
    type: 6,
    label: "marketplaceExchange.dangerZone.choices.productsAndCatalogs.label",
    detail: "marketplaceExchange.dangerZone.choices.productsAndCatalogs.detail",
  },
  { type: 8, label: "marketplaceExchange.dangerZone.choices.orders.label", detail: "marketplaceExchange.dangerZone.choices.orders.detail" },
  {
    type: 10,
    label: "marketplaceExchange.dangerZone.choices.productsAndOrders.label",
    detail: "marketplaceExchange.dangerZone.choices.productsAndOrders.detail",
  },
  {
    type: 12,
    label: "marketplaceExchange.dangerZone.choices.catalogsAndOrders.label",
    detail: "marketplaceExchange.dangerZone.choices.catalogsAndOrders.detail",
  },
  {
    type: 0,
    label: "marketplaceExchange.dangerZone.choices.everything.label",
    detail: "marketplaceExchange.dangerZone.choices.everything.detail",
  },
] as const

/** The words the API checks (validators.ts): typed as they are, whatever the admin's language. */
const CONFIRMATION = "DELETE"
const FORCE_CONFIRMATION = "DELETE LIVE LISTINGS"
const deletesProducts = (type: number) => [0, 2, 6, 10].includes(type)
/** Spec 4.3's types that empty SalesOrders. */
const emptiesOrders = (type: number) => [0, 8, 10, 12].includes(type)

/** DeleteAccountData, behind a typed confirmation: it cannot be undone. */
export function DangerZone() {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const [type, setType] = useState("")
  const [confirm, setConfirm] = useState("")
  const [force, setForce] = useState("")
  // Set when a reset stopped because listings could not be ended: the second confirmation appears.
  const [blocked, setBlocked] = useState(false)
  // Set when a reset stopped because imported orders' payment or shipping is not reported yet: the refusal names
  // them (in the admin's language), and a confirmation appears.
  const [pendingOrders, setPendingOrders] = useState<string | null>(null)
  const [confirmPending, setConfirmPending] = useState(false)
  const remove = useDeleteAccountData()
  const choice = CHOICES.find((c) => String(c.type) === type)
  const onDelete = () =>
    remove.mutate(
      {
        type: Number(type),
        confirm,
        ...(blocked && force === FORCE_CONFIRMATION ? { force_confirm: force } : {}),
        ...(pendingOrders && confirmPending ? { confirm_pending_write_back: true } : {}),
      },
      {
        onSuccess: (data) => {
          // The emptied sets are the service's own names: said as the API sends them.
          const sets = data.emptied.join(", ")
          toast.success(
            data.listings
              ? t("marketplaceExchange.dangerZone.emptiedEnded", { sets, count: data.listings.ended })
              : t("marketplaceExchange.dangerZone.emptied", { sets })
          )
          setConfirm("")
          setForce("")
          setBlocked(false)
          setPendingOrders(null)
          setConfirmPending(false)
        },
        onError: (e) => {
          const code = (e as DetailedError<{ words?: { code?: string } }>).body?.words?.code
          if (code === "refusal.reset.listings_not_ended") setBlocked(true)
          if (code === "refusal.reset.write_back_pending") {
            setPendingOrders(errorText(e))
            setConfirmPending(false)
            return
          }
          toast.error(errorText(e))
        },
      }
    )
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="danger-zone">
      <div>
        <Heading level="h2" className="text-ui-fg-error">
          {t("marketplaceExchange.dangerZone.title")}
        </Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("marketplaceExchange.dangerZone.description")}
        </Text>
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-type">{t("marketplaceExchange.dangerZone.whatToDelete")}</Label>
        <Select value={type} onValueChange={setType}>
          <Select.Trigger id="mx-delete-type">
            <Select.Value placeholder={t("marketplaceExchange.dangerZone.chooseWhat")} />
          </Select.Trigger>
          <Select.Content>
            {CHOICES.map((c) => (
              <Select.Item key={c.type} value={String(c.type)}>
                {t(c.label)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
        {choice && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("marketplaceExchange.dangerZone.deletes", { detail: t(choice.detail) })}
          </Text>
        )}
      </div>
      <div className="flex flex-col gap-y-1">
        <Label htmlFor="mx-delete-confirm">{t("marketplaceExchange.dangerZone.typeToConfirm", { word: CONFIRMATION })}</Label>
        <Input id="mx-delete-confirm" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </div>
      {blocked && choice && deletesProducts(choice.type) && (
        <div className="flex flex-col gap-y-1" data-testid="danger-zone-force">
          <Label htmlFor="mx-delete-force">{t("marketplaceExchange.dangerZone.force", { words: FORCE_CONFIRMATION })}</Label>
          <Input id="mx-delete-force" autoComplete="off" value={force} onChange={(e) => setForce(e.target.value)} />
        </div>
      )}
      {pendingOrders && choice && emptiesOrders(choice.type) && (
        <div className="flex flex-col gap-y-2" data-testid="danger-zone-pending-write-back">
          <Text size="small" className="text-ui-fg-error">
            {pendingOrders}
          </Text>
          <div className="flex items-start gap-x-2">
            <Checkbox id="mx-delete-pending" checked={confirmPending} onCheckedChange={(checked) => setConfirmPending(checked === true)} />
            <Label htmlFor="mx-delete-pending" size="small">
              {t("marketplaceExchange.dangerZone.confirmPendingWriteBack")}
            </Label>
          </div>
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
          {t("marketplaceExchange.dangerZone.submit")}
        </Button>
      </div>
    </div>
  )
}
