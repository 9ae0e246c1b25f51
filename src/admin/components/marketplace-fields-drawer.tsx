import type { AdminProduct } from "@medusajs/framework/types"
import { Button, Drawer, Heading, Input, Label, Select, Text, toast } from "@medusajs/ui"
import { FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { CONDITION_IDS, UNIT_TYPES } from "../../protocol/schema/constants"
import { FieldErrors, useSaveMarketplaceFields } from "../hooks/use-marketplace-details"
import { messageWords } from "../lib/message-words"
import type { ParamValue } from "../../messages"

/** The server's field errors as codes. */
type FieldCodes = Partial<Record<string, { code: string; params: Record<string, ParamValue> }>>
import { DetailedError } from "../lib/sdk"
import { CONDITION_KEYS, Field, FIELDS, NONE, valuesOf, type Values } from "./marketplace-field"
import { useErrorWords } from "../hooks/use-error-words"
import { fixFieldOf } from "../../messages"
import { MarketplaceListingFields } from "./marketplace-listing-fields"
import { MarketplaceSpecificsField, specificsBody } from "./marketplace-specifics-field"
import { gpsrFieldBody, gpsrFieldProblem, MarketplaceGpsrField } from "./marketplace-gpsr-field"
import type { GpsrForm } from "./gpsr-fields"

/** Where the drawer opens when a fix asks for it (a new object each time, so the same field opens again); null: closed by the merchant. */
export type DrawerPlace = { openAt?: { field: string } | null; onClosed?: () => void }

/**
 * The marketplace fields Medusa has no column for, in a drawer like Medusa's own edit forms:
 * checked by the server with the push's rules, errors shown on their fields, nothing saved
 * while one is wrong. Only changed fields travel; an emptied field is cleared.
 */
export function MarketplaceFieldsDrawer({ product, openAt, onClosed }: { product: AdminProduct } & DrawerPlace) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const [open, setOpen] = useState(false)
  // A fix's button opens the drawer at its field; the field takes the focus as the drawer opens (onOpenAutoFocus).
  useEffect(() => {
    if (openAt) onOpenChange(true)
  }, [openAt])
  const focusField = (event: Event) => {
    const input = openAt ? document.getElementById(`mx-field-${openAt.field}-input`) : null
    if (!input) return
    event.preventDefault()
    input.scrollIntoView({ block: "center" })
    input.focus()
  }
  const [values, setValues] = useState<Values>(() => valuesOf(product))
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useSaveMarketplaceFields(product.id)
  const initial = valuesOf(product)

  function onOpenChange(next: boolean) {
    if (next) {
      setValues(valuesOf(product))
      setErrors({})
    } else onClosed?.()
    setOpen(next)
  }
  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors(({ [field]: _gone, ...rest }) => rest)
  }
  const input = (field: Field, props: { placeholder?: string; inputMode?: "decimal" | "numeric" } = {}) => (
    <Input
      id={`mx-field-${field}-input`}
      size="small"
      value={values[field]}
      aria-invalid={Boolean(errors[field])}
      onChange={(e) => set(field)(e.target.value)}
      {...props}
    />
  )
  const automatic = !values.category_id_1.trim() && !values.category_id_2.trim()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const changed = Object.fromEntries(
      (Object.keys(FIELDS) as Field[])
        .filter((f) => values[f].trim() !== initial[f])
        .map((f) => [f, f === "specifics" ? specificsBody(values[f]) : f === "gpsr" ? gpsrFieldBody(values[f]) : values[f].trim() || null])
    ) as Record<string, string | null | Array<{ name: string; value: string }> | GpsrForm>
    // A wrong GPSR value typed here is said before anything is sent (the server would refuse it the same way).
    const gpsrProblem = "gpsr" in changed ? gpsrFieldProblem(values.gpsr, i18n.language) : null
    if (gpsrProblem) {
      setErrors((e) => ({ ...e, gpsr: gpsrProblem }))
      return
    }
    if (!Object.keys(changed).length) {
      toast.info(t("marketplaceExchange.common.nothingChanged"))
      onOpenChange(false)
      return
    }
    save.mutate(changed, {
      onSuccess: () => {
        toast.success(t("marketplaceExchange.fields.saved"))
        onOpenChange(false)
      },
      onError: (error) => {
        const body = error instanceof DetailedError ? (error.body as { fields?: FieldErrors; field_codes?: FieldCodes }) : null
        // Each field's error in the admin's language; the English words when a code is not known here.
        const fields = body?.fields
          ? Object.fromEntries(
              Object.entries(body.fields).map(([field, english]) => {
                const code = body.field_codes?.[field]
                const words = code ? messageWords({ ...code, message: english ?? "" }, i18n.language) : null
                // A fix made at a field of this drawer is the field itself: its "under Marketplace fields" is left out here.
                const fix = code && fixFieldOf(code) ? null : words?.fix
                return [field, words ? [words.message, fix].filter(Boolean).join(" ") : english]
              })
            )
          : null
        if (fields) setErrors(fields)
        else toast.error(errorText(error))
      },
    })
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Trigger asChild>
        <Button size="small" variant="secondary">
          {t("marketplaceExchange.fields.open")}
        </Button>
      </Drawer.Trigger>
      <Drawer.Content data-testid="mx-fields-drawer" onOpenAutoFocus={focusField}>
        <form onSubmit={onSubmit} className="flex flex-1 flex-col overflow-hidden" noValidate>
          <Drawer.Header>
            <Drawer.Title asChild>
              <Heading>{t("marketplaceExchange.fields.title")}</Heading>
            </Drawer.Title>
            <Drawer.Description className="sr-only">{t("marketplaceExchange.fields.description")}</Drawer.Description>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
            <Text size="small" className="text-ui-fg-subtle">
              {t("marketplaceExchange.fields.intro")}
            </Text>
            <MarketplaceListingFields product={product} values={values} errors={errors} set={set} />
            <MarketplaceGpsrField
              value={values.gpsr}
              brand={values.brand}
              gpsrBrand={values.gpsr_brand}
              errors={errors}
              onChange={set("gpsr")}
              onBrandChange={set("gpsr_brand")}
            />
            {(product.variants?.length ?? 0) <= 1 && (
              <MarketplaceSpecificsField value={values.specifics} errors={errors} onChange={set("specifics")} />
            )}
            <Field
              field="brand"
              label={t("marketplaceExchange.fields.brand")}
              hint={t("marketplaceExchange.fields.required")}
              errors={errors}
            >
              {input("brand")}
            </Field>
            <Field field="mpn" label={t("marketplaceExchange.fields.mpn")} hint={t("marketplaceExchange.fields.required")} errors={errors}>
              {input("mpn")}
            </Field>
            <Field
              field="isbn"
              label={t("marketplaceExchange.fields.isbn")}
              hint={t("marketplaceExchange.fields.isbnHint")}
              errors={errors}
            >
              {input("isbn", { placeholder: "978-3-16-148410-0" })}
            </Field>
            <Field field="condition" label={t("marketplaceExchange.fields.condition")} errors={errors}>
              <Select value={values.condition || NONE} onValueChange={(v) => set("condition")(v === NONE ? "" : v)}>
                <Select.Trigger id="mx-field-condition-input" aria-invalid={Boolean(errors.condition)}>
                  <Select.Value />
                </Select.Trigger>
                <Select.Content>
                  <Select.Item value={NONE}>{t("marketplaceExchange.fields.conditionDefault")}</Select.Item>
                  {CONDITION_IDS.map((c) => (
                    <Select.Item key={c} value={c}>
                      {CONDITION_KEYS[c] ? t(CONDITION_KEYS[c]) : c}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
            </Field>
            <div className="grid grid-cols-2 gap-x-3">
              <Field
                field="unit_quantity"
                label={t("marketplaceExchange.fields.unitQuantity")}
                hint={t("marketplaceExchange.fields.unitQuantityHint")}
                errors={errors}
              >
                {input("unit_quantity", { inputMode: "decimal" })}
              </Field>
              <Field field="unit_type" label={t("marketplaceExchange.fields.unit")} errors={errors}>
                <Select value={values.unit_type || NONE} onValueChange={(v) => set("unit_type")(v === NONE ? "" : v)}>
                  <Select.Trigger id="mx-field-unit_type-input" aria-invalid={Boolean(errors.unit_type)}>
                    <Select.Value />
                  </Select.Trigger>
                  <Select.Content>
                    <Select.Item value={NONE}>{t("marketplaceExchange.fields.noBasePrice")}</Select.Item>
                    {UNIT_TYPES.map((u) => (
                      <Select.Item key={u} value={u}>
                        {u}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select>
              </Field>
            </div>
            <Field field="vat_percent" label={t("marketplaceExchange.fields.vat")} errors={errors}>
              {input("vat_percent", { inputMode: "decimal", placeholder: "19" })}
            </Field>
            <div className="grid grid-cols-2 gap-x-3">
              <Field
                field="best_offer_auto_accept_price"
                label={t("marketplaceExchange.fields.bestOfferAccept")}
                hint={t("marketplaceExchange.fields.bestOfferAcceptHint")}
                errors={errors}
              >
                {input("best_offer_auto_accept_price", { inputMode: "decimal" })}
              </Field>
              <Field
                field="best_offer_minimum_price"
                label={t("marketplaceExchange.fields.bestOfferDecline")}
                hint={t("marketplaceExchange.fields.bestOfferDeclineHint")}
                errors={errors}
              >
                {input("best_offer_minimum_price", { inputMode: "decimal" })}
              </Field>
            </div>
            <div className="flex flex-col gap-y-2 rounded-lg border border-ui-border-base p-3">
              <div className="flex items-center justify-between">
                <Label size="small" weight="plus">
                  {t("marketplaceExchange.fields.categories")}
                </Label>
                {!automatic && (
                  <Button
                    type="button"
                    size="small"
                    variant="transparent"
                    onClick={() => {
                      set("category_id_1")("")
                      set("category_id_2")("")
                    }}
                  >
                    {t("marketplaceExchange.fields.backToAutomatic")}
                  </Button>
                )}
              </div>
              <Text size="xsmall" className="text-ui-fg-subtle" data-testid="mx-categories-mode">
                {automatic ? t("marketplaceExchange.fields.automatic") : t("marketplaceExchange.fields.chosen")}
              </Text>
              <div className="grid grid-cols-2 gap-x-3">
                <Field field="category_id_1" label={t("marketplaceExchange.fields.mainCategory")} errors={errors}>
                  {input("category_id_1", { inputMode: "numeric", placeholder: t("marketplaceExchange.fields.mainCategoryPlaceholder") })}
                </Field>
                <Field field="category_id_2" label={t("marketplaceExchange.fields.secondCategory")} errors={errors}>
                  {input("category_id_2", { inputMode: "numeric", placeholder: t("marketplaceExchange.fields.optional") })}
                </Field>
              </div>
            </div>
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button size="small" variant="secondary" type="button">
                {t("marketplaceExchange.common.cancel")}
              </Button>
            </Drawer.Close>
            <Button size="small" type="submit" isLoading={save.isPending}>
              {t("marketplaceExchange.common.save")}
            </Button>
          </Drawer.Footer>
        </form>
      </Drawer.Content>
    </Drawer>
  )
}
