import { Button, Heading, Input, Table, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { CatalogRow, useCatalogs, useSetCatalogProfile } from "../hooks/use-marketplace-details"

const TYPES = [
  ["payment", "Payment profile"],
  ["return", "Return profile"],
  ["shipping", "Shipping profile"],
] as const

function ProfileCell({ catalog, type }: { catalog: CatalogRow; type: (typeof TYPES)[number][0] }) {
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
        onSuccess: () => toast.success(clearing ? "Profile cleared: the account's default applies" : "Profile assigned"),
        onError: (e) => toast.error(e.message),
      }
    )
  return (
    <div className="flex items-center gap-x-1" data-testid={`mx-profile-${catalog.category_id}-${type}`}>
      <Input
        size="small"
        className="w-28"
        aria-label={`${type} profile of ${catalog.category_name}`}
        placeholder="default"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {changed && (
        <Button size="small" variant="transparent" isLoading={save.isPending} onClick={onSave}>
          {clearing ? "Clear" : "Save"}
        </Button>
      )}
    </div>
  )
}

/** Per catalog (a category on the marketplace): the marketplace's payment, return and shipping profiles. */
export function CatalogProfiles() {
  const { data, isLoading, isError, error } = useCatalogs()
  const catalogs = data?.catalogs ?? []
  return (
    <div className="flex flex-col gap-y-2 py-4">
      <div className="px-6">
        <Heading level="h2">Catalog profiles</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          Each product category becomes a catalog on the marketplace. Enter the ids of the payment, return and shipping profiles you created
          in your marketplace account for it; empty a field and press Clear to go back to the account's default.
        </Text>
      </div>
      {isLoading && (
        <Text size="small" className="px-6 text-ui-fg-subtle">
          Loading…
        </Text>
      )}
      {isError && (
        <Text size="small" className="px-6 text-ui-fg-error">
          Could not load the catalogs: {error.message}
        </Text>
      )}
      {!isLoading && !catalogs.length && (
        <Text size="small" className="px-6 text-ui-fg-subtle">
          No catalog yet: categories become catalogs when their products are sent.
        </Text>
      )}
      {catalogs.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Category</Table.HeaderCell>
              {TYPES.map(([, label]) => (
                <Table.HeaderCell key={label}>{label}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {catalogs.map((catalog) => (
              <Table.Row key={catalog.category_id}>
                <Table.Cell>{catalog.category_name}</Table.Cell>
                {TYPES.map(([type]) => (
                  <Table.Cell key={type}>
                    <ProfileCell catalog={catalog} type={type} />
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
