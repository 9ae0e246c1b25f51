import { Select, Text } from "@medusajs/ui"
import type { TFunction } from "i18next"
import { useTranslation } from "react-i18next"
import type { Override, PlanLine } from "../hooks/use-account-scan"
import { DECISION_KEYS } from "../lib/move-in-words"

/** Where the page keeps a line's override: an account product's line by its remote id, a create line by its product. */
export const lineKey = (line: PlanLine) => (line.remote ? `remote:${line.remote.id}` : `create:${line.product?.id ?? line.id}`)

/** "" is the plan as scanned; "link:<id>" links the account's product to that product of the store. */
type Choice = { value: string; label: string }

function choicesOf(line: PlanLine, t: TFunction): Choice[] {
  const asPlanned = (key: keyof typeof DECISION_KEYS): Choice => ({ value: "", label: t(DECISION_KEYS[key]) })
  const skip = { value: "skip", label: t(line.remote ? DECISION_KEYS.skip : DECISION_KEYS.skipCreate) }
  const create = { value: "create", label: t(DECISION_KEYS.createAnew) }
  const linkTo = (products: PlanLine["candidates"]) =>
    products.map((product) => ({ value: `link:${product.id}`, label: t(DECISION_KEYS.linkTo, { title: product.title ?? product.id }) }))
  switch (line.outcome) {
    case "create":
      return [asPlanned("createPlanned"), skip]
    case "link":
      return [asPlanned("keepLink"), create, skip]
    case "conflict":
      return [asPlanned("later"), ...linkTo(line.candidates), create, skip]
    case "only_at_service":
      return [asPlanned("leave")]
  }
}

/** A choice as the override apply sends (null: as planned). */
export function overrideOf(line: PlanLine, value: string): Override | null {
  if (!value) return null
  if (value.startsWith("link:")) return { remote_product_id: line.remote!.id, product_id: value.slice("link:".length), action: "link" }
  const action = value as "create" | "skip"
  return line.remote ? { remote_product_id: line.remote.id, action } : { product_id: line.product!.id, action }
}

const valueOf = (override: Pick<Override, "action" | "product_id"> | null | undefined) =>
  !override ? "" : override.action === "link" ? `link:${override.product_id}` : override.action

/**
 * What the merchant decides for one line of the plan before applying it: as planned, link a
 * conflict to one of its candidates, list the store's product anew, or skip (it waits for a new
 * scan). Once applied, the decision as it was taken.
 */
export function PlanDecision({
  line,
  override,
  onChange,
  applied,
}: {
  line: PlanLine
  override: Override | null | undefined
  onChange: (override: Override | null) => void
  applied: boolean
}) {
  const { t } = useTranslation()
  const choices = choicesOf(line, t)
  if (applied) {
    const taken = valueOf(line.override ? { action: line.override, product_id: line.override_product?.id } : null)
    const label = taken.startsWith("link:")
      ? t(DECISION_KEYS.linkTo, { title: line.override_product?.title ?? taken.slice(5) })
      : choices.find((c) => c.value === taken)?.label
    return (
      <Text size="small" className="whitespace-normal" data-testid="plan-decision">
        {label ?? taken}
      </Text>
    )
  }
  if (choices.length === 1) {
    return (
      <Text size="small" className="whitespace-normal text-ui-fg-subtle" data-testid="plan-decision">
        {choices[0].label}
      </Text>
    )
  }
  return (
    <div className="min-w-[220px] max-w-[280px] py-1" data-testid="plan-decision">
      <Select
        size="small"
        value={valueOf(override) || "as-planned"}
        onValueChange={(v) => onChange(overrideOf(line, v === "as-planned" ? "" : v))}
      >
        <Select.Trigger>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {choices.map((choice) => (
            <Select.Item key={choice.value || "as-planned"} value={choice.value || "as-planned"}>
              {choice.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}
