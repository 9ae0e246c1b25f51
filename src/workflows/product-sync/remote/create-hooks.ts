import { asExchangeError } from "../../../client"
import type { CreateOptions } from "../../../client/core"
import type { ContentWrite } from "../utils/plan-content"

/**
 * Around the creates of a product or a variation (the creates that could list a product twice):
 * `starting` records the intent durably before the create begins and may stop it (nothing is
 * sent yet, and no place among the calls in flight is held, so a wait there delays no other
 * call); `sending` runs as each POST leaves, holding its place among the calls in flight, so it
 * must be quick and never use the client (it dates a stale intent again). `after` records each
 * write's outcome the moment it is known (the remote id of a create, the new state of the rest).
 */
export interface CreateHooks {
  starting(key: string): Promise<void>
  sending(key: string): Promise<void>
  after(key: string): Promise<void>
}

export const NO_HOOKS: CreateHooks = { starting: async () => undefined, sending: async () => undefined, after: async () => undefined }

export const isCreate = (write: ContentWrite) => write.op === "createProduct" || write.op === "createVariation"

/**
 * A create answered with something the client cannot read (an undecodable or oversized body, or
 * an answer of a kind it does not expect): the service may hold what it was asked to create, so
 * the intent stays for the next run to look up.
 */
export const mayHoldCreated = (write: ContentWrite, error: unknown) => isCreate(write) && asExchangeError(error)?.kind === "protocol"

/** An unclear create is not sent again by the client: the recorded intent is looked up later instead. */
export const guardedCreate = (hooks: CreateHooks, key: string): CreateOptions => ({
  repostWhenNotFound: false,
  beforeSend: () => hooks.sending(key),
})
