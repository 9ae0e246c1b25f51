export * from "./workflows/scan-account"
export * from "./run/scan-account-task"
export * from "./run/account-guard"
export * from "./utils/apply-plan"
