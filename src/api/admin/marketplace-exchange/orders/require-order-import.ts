import { MedusaError } from "@medusajs/framework/utils"
import { refusal } from "../../../../messages/refusal"
import type { SettingsSnapshot } from "../../../../modules/marketplace-exchange/service"

/** A retry imports: refused (400) while the merchant has the order import switched off under What travels. */
export function requireOrderImport(settings: SettingsSnapshot): void {
  if (!settings.sync.import_orders) throw refusal(MedusaError.Types.NOT_ALLOWED, "refusal.import.off", {})
}
