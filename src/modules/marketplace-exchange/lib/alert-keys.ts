/** The conditions the plugin alerts on, one key each (the alert table keeps one open per key). */
export const ALERT_KEYS = {
  importFailing: "import-failing",
  connection: "connection",
  refused: (productId: string) => `refused:${productId}`,
  parked: (remoteOrderId: string) => `parked:${remoteOrderId}`,
}
