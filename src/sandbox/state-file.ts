import type { SandboxCredentials } from "./context"
import { completeState, fromTaggedJson, SandboxState, toTaggedJson } from "./state"

/** One account as the `--data` file keeps it. */
export interface StoredAccount {
  credentials: SandboxCredentials
  state: SandboxState
}

/** What a `--data` file holds: the default account's state, with its credentials when the file names them, and the others. */
export interface StateFile {
  default: { credentials?: SandboxCredentials; state: SandboxState }
  others: StoredAccount[]
}

/** The accounts a sandbox starts with: the default's state and the other accounts. */
export interface RestoredAccounts {
  defaultState: SandboxState
  others: StoredAccount[]
}

interface WrittenAccount {
  user_name: string
  password: string
  subscription_token: string
}

/** The member of the file's top level that holds the accounts beside the default (A60). */
const ACCOUNTS_KEY = "accounts"

const written = ({ user, password, token }: SandboxCredentials): WrittenAccount => ({
  user_name: user,
  password,
  subscription_token: token,
})

function credentialsOf(value: unknown, at: string): SandboxCredentials {
  const account = (value ?? {}) as Partial<WrittenAccount>
  for (const name of ["user_name", "password", "subscription_token"] as const) {
    if (typeof account[name] !== "string" || !account[name]) throw new Error(`The state file's ${at}.${name} must be a non-empty string.`)
  }
  return { user: account.user_name!, password: account.password!, token: account.subscription_token! }
}

/**
 * The `--data` file's text. Its top level is the default account's state, as the file of a sandbox
 * of one account always was (and still is, byte for byte, while no other account exists); the other
 * accounts go under `accounts`, with their credentials, so that they log in again after a restart.
 */
export function writeStateFile(defaultAccount: StoredAccount, others: StoredAccount[]): string {
  if (!others.length) return toTaggedJson(defaultAccount.state)
  return toTaggedJson({
    ...defaultAccount.state,
    [ACCOUNTS_KEY]: {
      default: written(defaultAccount.credentials),
      others: others.map((account) => ({ ...written(account.credentials), state: account.state })),
    },
  })
}

/** Reads a `--data` file; a file of one account (any older sandbox's) is the default account's state. */
export function readStateFile(text: string): StateFile {
  const { [ACCOUNTS_KEY]: accounts, ...state } = fromTaggedJson(text) as SandboxState & { [ACCOUNTS_KEY]?: unknown }
  if (accounts === undefined) return { default: { state: completeState(state) }, others: [] }
  const { default: first, others } = accounts as { default?: unknown; others?: unknown }
  if (!Array.isArray(others)) throw new Error(`The state file's ${ACCOUNTS_KEY}.others must be a list.`)
  return {
    default: { credentials: credentialsOf(first, `${ACCOUNTS_KEY}.default`), state: completeState(state) },
    others: others.map((other, i) => ({
      credentials: credentialsOf(other, `${ACCOUNTS_KEY}.others[${i}]`),
      state: completeState((other as { state: SandboxState }).state ?? {}),
    })),
  }
}

/**
 * The accounts a sandbox started with `defaultCredentials` takes from its file. The default account
 * is the one of that user name when the file holds it; otherwise the file's default account, whatever
 * it was named, as a file of one account always became the account of the options. Nothing is lost:
 * an account the options no longer name stays as another account, with the credentials it had.
 */
export function restoreAccounts(file: StateFile, defaultCredentials: SandboxCredentials): RestoredAccounts {
  const named = file.others.findIndex((account) => account.credentials.user === defaultCredentials.user)
  if (named < 0 || !file.default.credentials) return { defaultState: file.default.state, others: file.others }
  const formerDefault: StoredAccount = { credentials: file.default.credentials, state: file.default.state }
  return {
    defaultState: file.others[named].state,
    others: [formerDefault, ...file.others.filter((_, i) => i !== named)],
  }
}
