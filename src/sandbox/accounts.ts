import type { SandboxContext, SandboxCredentials } from "./context"
import { dice, NO_FAULTS } from "./faults"
import { Marketplace } from "./marketplace"
import { SessionRegistry } from "./sessions"
import { emptyState, SandboxState } from "./state"
import { EntityStore } from "./store"

/** What every account of one sandbox shares: one clock, one page size and feed form, one `--data` file. */
export type SharedSettings = Pick<SandboxContext, "clock" | "pageSize" | "feedForm" | "persist">

interface Account {
  context: SandboxContext
  /** The account's dice for rate faults, seeded by its own `faults.seed`. */
  roll: () => number
  seeded: number | undefined
}

/**
 * A60: the accounts the sandbox holds, by user name. Each is one subscription of the service: its
 * own entities (ids repeat across accounts, as each account is its own database to a client), its
 * listings, sessions, faults, request log and traffic. A login names its account; a data request
 * is its account's by the SubscriptionToken, and its session must be one that account issued.
 *
 * The account of the options is the default: it always exists, keeps its context object for the
 * sandbox's life (`RunningSandbox.context`), and answers whatever names no other account, so a
 * sandbox of one account behaves as it always did.
 */
export class SandboxAccounts {
  private readonly byUser = new Map<string, Account>()
  readonly default: SandboxContext

  constructor(
    readonly shared: SharedSettings,
    credentials: SandboxCredentials,
    state: SandboxState = emptyState()
  ) {
    this.default = this.create(credentials, state)
  }

  /** Adds an account; its user name and subscription token must be no other account's. */
  add(credentials: SandboxCredentials, state: SandboxState = emptyState()): SandboxContext {
    if (this.byUser.has(credentials.user)) throw new Error(`An account named ${JSON.stringify(credentials.user)} exists.`)
    if (this.holdingToken(credentials.token)) throw new Error("Another account has that subscription token.")
    return this.create(credentials, state)
  }

  private create(credentials: SandboxCredentials, state: SandboxState): SandboxContext {
    const { clock } = this.shared
    const store = new EntityStore(state, clock)
    const context: SandboxContext = {
      ...this.shared,
      store,
      marketplace: new Marketplace(store, clock),
      sessions: new SessionRegistry(clock),
      credentials: { ...credentials },
      faults: { ...NO_FAULTS },
      requestLog: [],
      traffic: { requests: 0, inFlight: 0, peakInFlight: 0 },
    }
    this.byUser.set(credentials.user, { context, roll: dice(), seeded: undefined })
    return context
  }

  /** Every account, the default first. */
  all(): SandboxContext[] {
    return [...this.byUser.values()].map((account) => account.context)
  }

  named(user: string): SandboxContext | undefined {
    return this.byUser.get(user)?.context
  }

  holdingToken(token: string): SandboxContext | undefined {
    // The default first: a restored account that happens to share its token never takes its requests.
    return this.all().find((context) => context.credentials.token === token)
  }

  /** The account a login names; a name no account has is the default's to refuse, as with one account. */
  forLogin(userName: string | undefined): SandboxContext {
    return (userName !== undefined && this.named(userName)) || this.default
  }

  /** The account a data request's SubscriptionToken names; any other is the default's to refuse (1001). */
  forToken(token: unknown): SandboxContext {
    return (typeof token === "string" && this.holdingToken(token)) || this.default
  }

  /** The account's dice for rate faults, seeded anew when its `faults.seed` changed (`POST /_sandbox/faults`). */
  roll(context: SandboxContext): () => number {
    const account = this.byUser.get(context.credentials.user)!
    if (context.faults.seed !== account.seeded) {
      account.seeded = context.faults.seed
      account.roll = dice(account.seeded)
    }
    return account.roll
  }

  /** One account as new: no entities, sessions, faults or logged requests (its traffic counts on, as ever). */
  reset(context: SandboxContext): void {
    context.store.state = emptyState()
    context.sessions.clear()
    context.faults = { ...NO_FAULTS }
    context.requestLog.length = 0
  }

  /** Back to the default account alone, as new; the clock is the caller's to reset. */
  resetAll(): void {
    for (const user of this.byUser.keys()) if (user !== this.default.credentials.user) this.byUser.delete(user)
    this.reset(this.default)
  }
}

/** `POST /_sandbox/accounts`: the new account's credentials, or an error naming the field to fix. */
export function parseNewAccount(body: Record<string, unknown>): SandboxCredentials {
  const field = (name: string): string => {
    const value = body[name]
    if (typeof value !== "string" || !value) throw new Error(`${name} must be a non-empty string.`)
    return value
  }
  return { user: field("user_name"), password: field("password"), token: field("subscription_token") }
}
