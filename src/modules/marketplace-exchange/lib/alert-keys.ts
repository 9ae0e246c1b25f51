/** The conditions the plugin alerts on, one key each (the alert table keeps one open per key). */
export const ALERT_KEYS = {
  importFailing: "import-failing",
  connection: "connection",
  refused: (productId: string) => `refused:${productId}`,
  parked: (remoteOrderId: string) => `parked:${remoteOrderId}`,
  /** A product whose stock the service has answered `false` to for 15 minutes (A49). */
  stockNotTaken: (productId: string) => `stock-not-taken:${productId}`,
  /** One alert for every marketplace order waiting for stock, not one per order. */
  waitingForStock: "orders-waiting-for-stock",
}
