import { Button, Heading, Table, Text, toast } from "@medusajs/ui"
import { Link } from "react-router-dom"
import { useOrdersByState, useProductsByStatus, useRetryOrder, useSyncProduct } from "../hooks/use-marketplace"

function Empty({ children }: { children: React.ReactNode }) {
  return <Text size="small" className="px-6 py-4 text-ui-fg-subtle">{children}</Text>
}

/** Products the marketplace does not have as they are in the store, with why and a retry. */
export function ParkedProductsTable() {
  const parked = useProductsByStatus("parked")
  const failed = useProductsByStatus("failed")
  const retry = useSyncProduct()
  const rows = [...(parked.data?.products ?? []), ...(failed.data?.products ?? [])]
  return (
    <div className="flex flex-col" data-testid="parked-products">
      <div className="px-6 py-4">
        <Heading level="h2">Products needing attention</Heading>
      </div>
      {(parked.isLoading || failed.isLoading) && <Empty>Loading…</Empty>}
      {(parked.isError || failed.isError) && <Empty>Could not load them: {(parked.error ?? failed.error)?.message}</Empty>}
      {!parked.isLoading && !failed.isLoading && rows.length === 0 && <Empty>None: every product is sent as it is.</Empty>}
      {rows.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Product</Table.HeaderCell>
              <Table.HeaderCell>Why</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.product_id}>
                <Table.Cell><Link to={`/products/${row.product_id}`} className="text-ui-fg-interactive">{row.title ?? row.product_id}</Link></Table.Cell>
                <Table.Cell className="max-w-[420px] whitespace-normal py-2">
                  {row.problems.length ? row.problems.map((p) => `${p.message} ${p.fix}`).join(" · ") : row.last_error ?? "—"}
                </Table.Cell>
                <Table.Cell className="text-right">
                  <Button size="small" variant="secondary" isLoading={retry.isPending && retry.variables === row.product_id}
                    onClick={() => retry.mutate(row.product_id, { onSuccess: () => toast.info("Sent again"), onError: (e) => toast.error(e.message) })}>
                    Retry
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  )
}

/** Marketplace orders that could not be imported yet, with the reasons and a retry. */
export function ParkedOrdersTable() {
  const orders = useOrdersByState("parked")
  const retry = useRetryOrder()
  const rows = orders.data?.orders ?? []
  return (
    <div className="flex flex-col" data-testid="parked-orders">
      <div className="px-6 py-4">
        <Heading level="h2">Orders waiting for you</Heading>
        <Text size="small" className="text-ui-fg-subtle">Fix the cause, then retry: the order is imported once, whenever it succeeds.</Text>
      </div>
      {orders.isLoading && <Empty>Loading…</Empty>}
      {orders.isError && <Empty>Could not load them: {orders.error.message}</Empty>}
      {!orders.isLoading && rows.length === 0 && <Empty>None: every marketplace order is in the store.</Empty>}
      {rows.length > 0 && (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Marketplace order</Table.HeaderCell>
              <Table.HeaderCell>Why it waits</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>{row.platform_order_id ?? row.remote_order_id}</Table.Cell>
                <Table.Cell className="max-w-[420px] whitespace-normal py-2">{row.reasons.map((r) => r.message).join(" · ") || row.last_error || "—"}</Table.Cell>
                <Table.Cell className="text-right">
                  <Button size="small" variant="secondary" isLoading={retry.isPending && retry.variables === row.id}
                    onClick={() => retry.mutate(row.id, {
                      onSuccess: (data) => (data.outcome === "created" || data.outcome === "resumed" ? toast.success("Imported") : toast.warning("Still waiting: see the reason")),
                      onError: (e) => toast.error(e.message),
                    })}>
                    Retry
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  )
}
