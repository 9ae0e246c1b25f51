export * from "./workflows/raise-alert"
export { ALERT_KEYS, clearAlert, raiseAlert } from "./alerts"
