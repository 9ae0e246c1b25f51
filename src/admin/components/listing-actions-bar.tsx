import { Button, Input, Select, Text, toast, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ListingAction, ListingActionInput, useListingAction } from "../hooks/use-listings"
import { checkResultWords } from "../lib/listing-words"
import { useErrorWords } from "../hooks/use-error-words"
import { EMPTY_EDIT, fieldEditBody, ListingFieldEdit } from "./listing-field-edit"
import { fieldErrorWords } from "../lib/message-words"
import { idsByAccount } from "../lib/chosen-account"
import { mergedActionAnswers } from "../lib/merged-actions"

const ACTION_KEYS: Record<ListingAction, string> = {
  sync: "marketplaceExchange.listings.actions.sync",
  retry: "marketplaceExchange.listings.actions.retry",
  set_categories: "marketplaceExchange.listings.actions.setCategories",
  edit_fields: "marketplaceExchange.listings.actions.editFields",
  end: "marketplaceExchange.listings.actions.end",
  relist: "marketplaceExchange.listings.actions.relist",
  check: "marketplaceExchange.listings.actions.check",
}

/**
 * The grid's bulk actions: one action, applied to the rows ticked or to every product the
 * current search and filter match (resolved on the server, so exactly those the grid counts).
 * In the grid of every account (`accounts`), one request per account: the rows ticked of each
 * account, or the filter in each account's grid; the answers are said as one.
 */
export function ListingActionsBar({
  selected,
  accounts,
  matching,
  filter,
  onDone,
  countShown = true,
}: {
  /** The rows ticked: the product and its account. */
  selected: Array<{ account_id: string; product_id: string }>
  /** The grid of every account: the accounts a filter's action goes to (those with a channel); null for one account's grid. */
  accounts?: string[] | null
  matching: number
  /** False while the count is the previous filter's (a new one is loading): "all matching" waits. */
  countShown?: boolean
  filter: { q?: string; state?: string[]; severity?: string[]; warning?: string }
  onDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorWords()
  const [action, setAction] = useState<ListingAction>("sync")
  const [category1, setCategory1] = useState("")
  const [category2, setCategory2] = useState("")
  const run = useListingAction()
  const [edit, setEdit] = useState(EMPTY_EDIT)
  const needsCategory = action === "set_categories"
  const editing = action === "edit_fields"
  const fields = editing ? fieldEditBody(edit) : null
  const categoryOk = (!needsCategory || /^\d{1,19}$/.test(category1.trim())) && (!editing || fields !== null)

  const prompt = usePrompt()
  const apply = async (target: "selection" | "filter") => {
    const count = target === "selection" ? selected.length : matching
    // Ending listings takes stock off the marketplace: said with the count before it is done.
    if (action === "end" || editing) {
      const confirmed = await prompt({
        // An edit changes what eBay shows of every product it takes: said with the count too.
        title: t(editing ? "marketplaceExchange.listings.edit.confirmTitle" : "marketplaceExchange.listings.actions.confirmEndTitle"),
        description: t(editing ? "marketplaceExchange.listings.edit.confirm" : "marketplaceExchange.listings.actions.confirmEnd", {
          count,
        }),
        confirmText: t(ACTION_KEYS[action]),
        cancelText: t("marketplaceExchange.listings.actions.cancel"),
      })
      if (!confirmed) return
    }
    const common = {
      action,
      ...(needsCategory ? { category_id_1: category1.trim(), category_id_2: category2.trim() || null } : {}),
      ...(editing && fields ? { fields } : {}),
    }
    // One account's grid: one request as always; every account's: one per account, each about its own listings.
    const parts: ListingActionInput[] = !accounts
      ? [{ ...common, ...(target === "selection" ? { product_ids: selected.map((row) => row.product_id) } : { filter }) }]
      : target === "selection"
        ? [...idsByAccount(selected, (row) => row.product_id)].map(([account, ids]) => ({ ...common, account, product_ids: ids }))
        : accounts.map((account) => ({ ...common, account, filter }))
    try {
      const answers = []
      for (const part of parts) answers.push(await run.mutateAsync(part))
      const answer = mergedActionAnswers(answers)
      // A check answers what the service said within its 5 s, and how many wait for the sweep.
      if (action === "check") {
        const words = checkResultWords(answer, t, i18n.language)
        toast[words.tone](`${t(ACTION_KEYS.check)}: ${words.text}`)
      } else if (editing) toast.success(t("marketplaceExchange.listings.edit.done", { count: answer.count, changed: answer.changed ?? 0 }))
      else toast.success(t("marketplaceExchange.listings.actions.done", { count: answer.count, action: t(ACTION_KEYS[action]) }))
      onDone()
    } catch (e) {
      // A value the edit cannot set is named with its fix, in the admin's language (the fields' codes).
      toast.error(fieldErrorWords(e, i18n.language) ?? errorText(e))
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2 px-6 py-3" data-testid="listing-actions">
      <div className="w-[220px]">
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("marketplaceExchange.listings.actions.label")}
        </Text>
        <Select value={action} onValueChange={(v) => setAction(v as ListingAction)} disabled={run.isPending}>
          <Select.Trigger data-testid="listing-action">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {(Object.keys(ACTION_KEYS) as ListingAction[]).map((value) => (
              <Select.Item key={value} value={value}>
                {t(ACTION_KEYS[value])}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      {editing && <ListingFieldEdit form={edit} onChange={setEdit} disabled={run.isPending} />}
      {needsCategory && (
        <>
          {[
            { label: t("marketplaceExchange.listings.actions.category1"), value: category1, set: setCategory1 },
            { label: t("marketplaceExchange.listings.actions.category2"), value: category2, set: setCategory2 },
          ].map(({ label, value, set }) => (
            <Input
              key={label}
              size="small"
              className="w-[160px]"
              placeholder={label}
              value={value}
              onChange={(e) => set(e.target.value)}
              aria-label={label}
            />
          ))}
        </>
      )}
      <Button
        size="small"
        variant="secondary"
        disabled={!selected.length || !categoryOk || run.isPending}
        isLoading={run.isPending && Boolean(run.variables?.product_ids)}
        onClick={() => void apply("selection")}
      >
        {t("marketplaceExchange.listings.actions.applySelected", { count: selected.length })}
      </Button>
      <Button
        size="small"
        variant="secondary"
        disabled={!matching || !categoryOk || !countShown || run.isPending}
        isLoading={run.isPending && Boolean(run.variables?.filter)}
        onClick={() => void apply("filter")}
      >
        {t("marketplaceExchange.listings.actions.applyFilter", { count: matching })}
      </Button>
    </div>
  )
}
