import { codedMessage, withoutRequest } from "../../../messages"
import { failureText } from "../../../queue/failure-words"
import type { MedusaContainer } from "@medusajs/framework/types"
import { asExchangeError } from "../../../client"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { ImportRunState, SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { ALERT_KEYS, clearAlert, raiseAlert } from "../../alerts"
import { importFailingTooLong } from "../utils/poll-schedule"

/**
 * A run of the account went through: its import works and its service answers again, so both of
 * its alerts clear. The run itself writes `failingSince: null` with the rest of its state (one
 * write of the account's run state).
 */
export async function noteImportWorked(container: MedusaContainer, accountId: string): Promise<void> {
  await clearAlert(container, accountId, ALERT_KEYS.importFailing)
  await clearAlert(container, accountId, ALERT_KEYS.connection)
}

/**
 * A run of the account failed: remembered (on its run state) since when its import fails; the bell says so once the failing
 * lasted longer than the merchant's setting, and at once when the service cannot be reached
 * or refuses the credentials. `read`: the settings and run state the run read at its start (else read here).
 */
export async function noteImportFailed(
  container: MedusaContainer,
  accountId: string,
  error: unknown,
  startedAt: Date,
  read: { settings?: SettingsSnapshot; run?: ImportRunState } = {}
): Promise<void> {
  const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
  const message = (error as Error)?.message ?? String(error)
  const [run, settings] = await Promise.all([
    read.run ?? service.getImportRunState(accountId),
    read.settings ?? service.getSettings(accountId),
  ])
  const failingSince = run.failingSince ?? startedAt
  const { words } = failureText(error, "import.failed")
  await service.saveImportRunState(accountId, { lastImportError: message, lastImportErrorWords: words, failingSince })
  // The log says it as the health view does, never the request that failed ("GET SalesOrders()?$filter=…").
  void service.recordActivity({ area: "order", action: "import_run_failed", outcome: "failed", message, words })
  const exchange = asExchangeError(error)
  // Unreachable, or refusing the login: not a refusal of data, nor the service asking to slow down.
  if (exchange && (exchange.kind === "unavailable" || exchange.kind === "auth" || exchange.kind === "protocol")) {
    await raiseAlert(container, accountId, {
      key: ALERT_KEYS.connection,
      title: codedMessage("alert.service_unreachable.title", {}),
      description: codedMessage("alert.service_unreachable", { error: withoutRequest(message) }),
    })
  }
  if (importFailingTooLong(failingSince, settings.sync.import_alert_minutes, new Date())) {
    await raiseAlert(container, accountId, {
      key: ALERT_KEYS.importFailing,
      title: codedMessage("alert.import_failing.title", {}),
      description: codedMessage("alert.import_failing", { since: { at: failingSince.toISOString() }, error: withoutRequest(message) }),
    })
  }
}
