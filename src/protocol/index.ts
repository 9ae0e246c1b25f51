/** The wire protocol of the exchange service, shared by the client and the sandbox. */
export * from "./schema"
