import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { FormEvent, useState } from "react"
import { DetailRow } from "../components/detail-row"
import { ContentLane, StockLane } from "../components/product-lanes"
import { useSyncProduct } from "../hooks/use-marketplace"
import { useProductMarketplace, useSetMarketplaceCategory } from "../hooks/use-marketplace-details"
import { dateWords, PRODUCT_STATUS } from "../lib/words"

function CategoryForm({ product }: { product: AdminProduct }) {
  const meta = (product.metadata ?? {}) as Record<string, unknown>
  const [first, setFirst] = useState(String(meta.marketplace_category_id_1 ?? ""))
  const [second, setSecond] = useState(String(meta.marketplace_category_id_2 ?? ""))
  const save = useSetMarketplaceCategory(product.id)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { category_id_1: first.trim(), ...(second.trim() ? { category_id_2: second.trim() } : {}) },
      { onSuccess: () => toast.success("Marketplace categories saved"), onError: (e) => toast.error(e.message) }
    )
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-y-2 px-6 py-4">
      <Label size="small" weight="plus">Marketplace categories</Label>
      <Text size="xsmall" className="text-ui-fg-subtle">
        By default the marketplace picks categories itself (automatch). Entering its category ids here places the product there and turns automatch off for it.
      </Text>
      <div className="flex gap-x-2">
        <Input size="small" aria-label="Main marketplace category id" placeholder="Main category id" value={first} onChange={(e) => setFirst(e.target.value)} />
        <Input size="small" aria-label="Second marketplace category id" placeholder="Second (optional)" value={second} onChange={(e) => setSecond(e.target.value)} />
        <Button size="small" variant="secondary" type="submit" disabled={!first.trim()} isLoading={save.isPending}>Save</Button>
      </div>
    </form>
  )
}

/** The product's marketplace state on its detail page: listing, ids, last push, problems and their fixes. */
const ProductMarketplaceWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { data, isLoading, isError, error } = useProductMarketplace(product.id)
  const sync = useSyncProduct()
  const state = data?.product
  const status = PRODUCT_STATUS[state?.status ?? "not_synced"] ?? PRODUCT_STATUS.not_synced
  const onSync = () =>
    sync.mutate(product.id, { onSuccess: () => toast.success("The product is being sent to the marketplace"), onError: (e) => toast.error(e.message) })

  return (
    <Container className="divide-y p-0" data-testid="marketplace-product-widget">
      <div className="flex items-center justify-between px-6 py-4">
        <div className="flex items-center gap-x-2">
          <Heading level="h2">Marketplace</Heading>
          {state && <Badge size="2xsmall" color={status.color}>{status.label}</Badge>}
        </div>
        <Button size="small" variant="secondary" onClick={onSync} isLoading={sync.isPending}>
          {state?.status === "failed" || state?.status === "parked" || state?.status === "attention" ? "Retry" : "Sync now"}
        </Button>
      </div>
      {isLoading && <Text size="small" className="px-6 py-4 text-ui-fg-subtle">Loading the marketplace state…</Text>}
      {isError && <Text size="small" className="px-6 py-4 text-ui-fg-error">Could not load the marketplace state: {error.message}</Text>}
      {state && (
        <>
          <Text size="small" className="px-6 py-3 text-ui-fg-subtle">{status.hint}</Text>
          <DetailRow label="Listing">
            {state.listed === null ? (state.listed_error ? `Unknown (${state.listed_error})` : "—") : <Badge size="2xsmall" color={state.listed ? "green" : "grey"}>{state.listed ? "Listed" : "Not listed"}</Badge>}
          </DetailRow>
          <DetailRow label="Marketplace product id">{state.remote_product_id ?? "—"}</DetailRow>
          {Object.keys(state.remote_variations).length > 0 && (
            <DetailRow label="Variations on the marketplace">{Object.keys(state.remote_variations).length}</DetailRow>
          )}
          <DetailRow label="Content last sent">{dateWords(state.last_pushed_at)}</DetailRow>
          {state.last_error && (
            <div className="px-6 py-3">
              <Text size="small" className="text-ui-fg-error">Stopped, tried again by itself: {state.last_error}</Text>
            </div>
          )}
          <StockLane state={state} />
          <ContentLane state={state} />
          <CategoryForm product={product} />
        </>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductMarketplaceWidget
