/**
 * The settings API's answers, declared once: the routes under settings/ build them, the admin
 * reads them as JSON carries them (`Wire<…>`). The settings themselves are the module's
 * SettingsView. Types only, from files the admin's bundle may import.
 */
import type { SettingsView } from "../../../../modules/marketplace-exchange/types"
import type { ResendReason } from "../../../../workflows/settings/utils/follow-ups"

/** GET settings: the connection (secrets as set or not) and every sync setting. */
export interface SettingsAnswer {
  settings: SettingsView
}

/** POST settings: the settings as saved, and the batch that sends the listed products again when a change needs it (else null). */
export interface SavedSettingsAnswer extends SettingsAnswer {
  resend: { batch_id: string; queued: number; reasons: ResendReason[] } | null
}

/** POST settings/test when the connection works; a failure is a refusal naming the part that failed (`problem`, `words`). */
export interface ConnectionTestAnswer {
  ok: true
  latency_ms: number
}
