import { Input, Label, Text } from "@medusajs/ui"

/** A labelled whole-number setting with its allowed range and an optional hint below; the server checks the range again. */
export function NumberField(props: {
  id: string
  label: string
  hint?: string
  min: number
  max: number
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="flex flex-col gap-y-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <Text size="xsmall" className="text-ui-fg-subtle">
          {props.hint}
        </Text>
      )}
    </div>
  )
}
