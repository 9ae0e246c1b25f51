/** The wire protocol of the exchange service, shared by the client and the sandbox. */
export * from "./schema"
export * from "./codec"
export * from "./edm"
export * from "./errors"
export * from "./filter"
export * from "./literals"
