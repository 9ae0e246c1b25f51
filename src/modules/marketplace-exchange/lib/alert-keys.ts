/** The conditions the plugin alerts on, one key each (the alert table keeps one open per key). */
export const ALERT_KEYS = {
  importFailing: "import-failing",
  connection: "connection",
  refused: (productId: string) => `refused:${productId}`,
  parked: (remoteOrderId: string) => `parked:${remoteOrderId}`,
  /** One alert for every marketplace order waiting for stock, not one per order. */
  waitingForStock: "orders-waiting-for-stock",
}
