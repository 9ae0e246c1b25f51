import { Button, Heading, Table, Text, toast } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { ProductRow, useOrdersByState, useProductsByStatus, useRetryOrder, useSyncProduct } from "../hooks/use-marketplace"

type WaitingTableProps<Row> = {
  testId: string
  title: string
  subtitle?: string
  columns: [string, string]
  rows: Row[]
  isLoading: boolean
  error: Error | null
  empty: string
  keyOf: (row: Row) => string
  name: (row: Row) => React.ReactNode
  why: (row: Row) => string
  retrying: (row: Row) => boolean
  onRetry: (row: Row) => void
}

/** What waits for the merchant, one row each: what it is, why it waits, and Retry. */
function WaitingTable<Row>(props: WaitingTableProps<Row>) {
  const note = (children: React.ReactNode) => <Text size="small" className="px-6 py-4 text-ui-fg-subtle">{children}</Text>
  return (
    <div className="flex flex-col" data-testid={props.testId}>
      <div className="px-6 py-4">
        <Heading level="h2">{props.title}</Heading>
        {props.subtitle && <Text size="small" className="text-ui-fg-subtle">{props.subtitle}</Text>}
      </div>
      {props.isLoading && note("Loading…")}
      {props.error && note(`Could not load them: ${props.error.message}`)}
      {!props.isLoading && !props.error && props.rows.length === 0 && note(props.empty)}
      {props.rows.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{props.columns[0]}</Table.HeaderCell>
              <Table.HeaderCell>{props.columns[1]}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.rows.map((row) => (
              <Table.Row key={props.keyOf(row)}>
                <Table.Cell>{props.name(row)}</Table.Cell>
                <Table.Cell className="max-w-[420px] whitespace-normal py-2">{props.why(row)}</Table.Cell>
                <Table.Cell className="text-right">
                  <Button size="small" variant="secondary" isLoading={props.retrying(row)} onClick={() => props.onRetry(row)}>Retry</Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  )
}

/** Why a product needs the merchant: our problems with their fixes, the service's refusals, or the error that stopped it. */
function productWhy(row: ProductRow): string {
  const reasons = [
    ...row.problems.filter((p) => p.severity === "error").map((p) => `${p.message} ${p.fix}`),
    ...(row.refusals ?? []).map((r) => `${r.subject} refused by the service${r.code ? ` (${r.code})` : ""}: ${r.message}`),
  ]
  return reasons.join(" · ") || row.last_error || "—"
}

/** Products the marketplace does not have as they are in the store, with why and a retry. */
export function ParkedProductsTable() {
  const parked = useProductsByStatus("parked")
  const attention = useProductsByStatus("attention")
  const failed = useProductsByStatus("failed")
  const retry = useSyncProduct()
  return (
    <WaitingTable
      testId="parked-products"
      title="Products needing attention"
      columns={["Product", "Why"]}
      rows={[...(parked.data?.products ?? []), ...(attention.data?.products ?? []), ...(failed.data?.products ?? [])]}
      isLoading={parked.isLoading || attention.isLoading || failed.isLoading}
      error={parked.error ?? attention.error ?? failed.error}
      empty="None: every product is sent as it is."
      keyOf={(row) => row.product_id}
      name={(row) => <Link to={`/products/${row.product_id}`} className="text-ui-fg-interactive">{row.title ?? row.product_id}</Link>}
      why={(row) => productWhy(row)}
      retrying={(row) => retry.isPending && retry.variables === row.product_id}
      onRetry={(row) => retry.mutate(row.product_id, { onSuccess: () => toast.info("Sent again"), onError: (e) => toast.error(e.message) })}
    />
  )
}

/** Marketplace orders that could not be imported yet, with the reasons and a retry. */
export function ParkedOrdersTable() {
  const orders = useOrdersByState("parked")
  const retry = useRetryOrder()
  return (
    <WaitingTable
      testId="parked-orders"
      title="Orders waiting for you"
      subtitle="Fix the cause, then retry: the order is imported once, whenever it succeeds."
      columns={["Marketplace order", "Why it waits"]}
      rows={orders.data?.orders ?? []}
      isLoading={orders.isLoading}
      error={orders.error}
      empty="None: every marketplace order is in the store."
      keyOf={(row) => row.id}
      name={(row) => row.platform_order_id ?? row.remote_order_id}
      why={(row) => row.reasons.map((r) => r.message).join(" · ") || row.last_error || "—"}
      retrying={(row) => retry.isPending && retry.variables === row.id}
      onRetry={(row) =>
        retry.mutate(row.id, {
          onSuccess: (data) => (data.outcome === "created" || data.outcome === "resumed" ? toast.success("Imported") : toast.warning("Still waiting: see the reason")),
          onError: (e) => toast.error(e.message),
        })
      }
    />
  )
}
