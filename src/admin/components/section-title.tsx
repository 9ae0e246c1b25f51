import { Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/** A page's or a card's heading with its line of explanation under it, as every screen of the plugin starts one. */
export function SectionTitle({
  level = "h2",
  title,
  description,
  descriptionTestId,
  className,
}: {
  level?: "h1" | "h2"
  title: ReactNode
  description: ReactNode
  descriptionTestId?: string
  className?: string
}) {
  return (
    <div className={className}>
      <Heading level={level}>{title}</Heading>
      <Text size="small" className="text-ui-fg-subtle" data-testid={descriptionTestId}>
        {description}
      </Text>
    </div>
  )
}
