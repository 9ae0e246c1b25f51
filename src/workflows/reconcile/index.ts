export * from "./workflows/reconcile-listings"
