import { Text } from "@medusajs/ui"

/** A label and its value, as Medusa's own detail pages lay them out. */
export function DetailRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-2 items-center px-6 py-3">
      <Text size="small" weight="plus" className="text-ui-fg-subtle">
        {label}
      </Text>
      <div className="text-ui-fg-base txt-small">{children}</div>
    </div>
  )
}
