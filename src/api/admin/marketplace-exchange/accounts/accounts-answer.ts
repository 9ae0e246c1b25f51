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

/** POST accounts/:id: the account as saved, and the resend batch its change set off (else null). */
export interface SavedAccountAnswer extends AccountAnswer {
  resend: SavedSettingsAnswer["resend"]
}
