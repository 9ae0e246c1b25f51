/**
 * The accounts API's answers, declared once: the routes under accounts/ build them, the admin
 * reads them as JSON carries them (`Wire<…>`). Types only, from files the admin's bundle may import.
 */
import type { SettingsView } from "../../../../modules/marketplace-exchange/types"
import type { SavedSettingsAnswer } from "../settings/settings-answer"

/** GET accounts: every account with its settings, the first account first. */
export interface AccountsAnswer {
  accounts: SettingsView[]
}

/** GET accounts/:id, and POST accounts (the new account). */
export interface AccountAnswer {
  account: SettingsView
}

/** DELETE accounts/:id: the account removed, its listings ended (`listings=end`, else null), and how many records went, by table. */
export interface RemovedAccountAnswer {
  id: string
  deleted: true
  listings: { ended: number; notListed: number; failed: Array<{ productId: string; foreignId: string | null; error: string }> } | null
  forgotten: Record<string, number>
}

/** POST accounts/:id: the account as saved, and the resend batch its change set off (else null). */
export interface SavedAccountAnswer extends AccountAnswer {
  resend: SavedSettingsAnswer["resend"]
}
