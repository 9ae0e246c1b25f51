import { Button, Input, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { CatalogRow, useCatalogs, useSetCatalogProfile } from "../hooks/use-marketplace-details"
import { useErrorWords } from "../hooks/use-error-words"
import { SectionTitle } from "./section-title"

/** The profile types with their column heading and the field's label (translation keys). */
const TYPES = [
  ["payment", "marketplaceExchange.catalogs.paymentProfile", "marketplaceExchange.catalogs.paymentProfileOf"],
  ["return", "marketplaceExchange.catalogs.returnProfile", "marketplaceExchange.catalogs.returnProfileOf"],
  ["shipping", "marketplaceExchange.catalogs.shippingProfile", "marketplaceExchange.catalogs.shippingProfileOf"],
] as const

function ProfileCell({ catalog, type, labelKey }: { catalog: CatalogRow; type: (typeof TYPES)[number][0]; labelKey: string }) {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const saved = catalog.profiles[type] ?? ""
  const [value, setValue] = useState(saved)
  const save = useSetCatalogProfile()
  const typed = value.trim()
  const changed = typed !== saved
  // An emptied field clears the profile: the account's default of the type applies again (A28).
  const clearing = changed && !typed
  const onSave = () =>
    save.mutate(
      { categoryId: catalog.category_id, type, profileId: clearing ? null : typed },
      {
        onSuccess: () => toast.success(t(clearing ? "marketplaceExchange.catalogs.cleared" : "marketplaceExchange.catalogs.assigned")),
        onError: (e) => toast.error(errorText(e)),
      }
    )
  return (
    <div className="flex items-center gap-x-1" data-testid={`mx-profile-${catalog.category_id}-${type}`}>
      <Input
        size="small"
        className="w-28"
        aria-label={t(labelKey, { category: catalog.category_name })}
        placeholder={t("marketplaceExchange.catalogs.default")}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {changed && (
        <Button size="small" variant="transparent" isLoading={save.isPending} onClick={onSave}>
          {t(clearing ? "marketplaceExchange.common.clear" : "marketplaceExchange.common.save")}
        </Button>
      )}
    </div>
  )
}

/** Per catalog (a category on the marketplace): the marketplace's payment, return and shipping profiles. */
export function CatalogProfiles() {
  const { t } = useTranslation()
  const errorText = useErrorWords()
  const { data, isLoading, isError, error } = useCatalogs()
  const catalogs = data?.catalogs ?? []
  return (
    <div className="flex flex-col gap-y-2 py-4">
      <SectionTitle
        className="px-6"
        title={t("marketplaceExchange.catalogs.title")}
        description={t("marketplaceExchange.catalogs.description")}
      />
      {isLoading && (
        <Text size="small" className="px-6 text-ui-fg-subtle">
          {t("marketplaceExchange.common.loading")}
        </Text>
      )}
      {isError && (
        <Text size="small" className="px-6 text-ui-fg-error">
          {t("marketplaceExchange.catalogs.loadFailed", { error: errorText(error) })}
        </Text>
      )}
      {!isLoading && !catalogs.length && (
        <Text size="small" className="px-6 text-ui-fg-subtle">
          {t("marketplaceExchange.catalogs.empty")}
        </Text>
      )}
      {catalogs.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("marketplaceExchange.catalogs.category")}</Table.HeaderCell>
              {TYPES.map(([type, headingKey]) => (
                <Table.HeaderCell key={type}>{t(headingKey)}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {catalogs.map((catalog) => (
              <Table.Row key={catalog.category_id}>
                <Table.Cell>{catalog.category_name}</Table.Cell>
                {TYPES.map(([type, , labelKey]) => (
                  <Table.Cell key={type}>
                    <ProfileCell catalog={catalog} type={type} labelKey={labelKey} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  )
}
