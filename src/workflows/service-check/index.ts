export * from "./workflows/run-service-check"
export * from "./run/check-after-save"
export type { ServiceCheckRecord, RequestOutcome, UnknownSeen, CheckedRequest } from "./utils/record"
