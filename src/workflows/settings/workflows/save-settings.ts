import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AccountIdentityInput, ConnectionSettingsInput, SyncSettings } from "../../../modules/marketplace-exchange/types"
import { startSyncAllWorkflow } from "../../product-sync"
import { checkServiceAfterSaveStep } from "../steps/check-service-after-save"
import { checkSettingChoicesStep } from "../steps/check-setting-choices"
import { dropGpsrDisplayNoteStep } from "../steps/drop-gpsr-display-note"
import { lookAtAccountStep } from "../steps/look-at-account"
import { markStockStaleStep } from "../steps/mark-stock-stale"
import { requeueSyncsForNewSettingsStep } from "../steps/requeue-syncs-for-new-settings"
import { resendTrackingWithoutCarrierStep } from "../steps/resend-tracking-without-carrier"
import { saveSettingsStep } from "../steps/save-settings"
import { carrierMapChanged, channelResyncNeeded, gpsrDisplayConfirmed, resendReasons } from "../utils/follow-ups"

export const saveSettingsWorkflowId = "marketplace-exchange-save-settings"

/**
 * What a save sends: which account (the first when left out), its name and site, the connection's
 * fields and the sync settings', each left out to keep it.
 */
export type SaveSettingsInput = { account_id?: string } & AccountIdentityInput & ConnectionSettingsInput & Partial<SyncSettings>

/**
 * Saves the merchant's settings, then sets off what the change means for the marketplace: stock
 * sent again once switched on, tracking numbers again once a carrier is mapped, every listed
 * product again where what it shows changed, syncs that failed on the old settings again, the
 * channel's products where the catalog came back on or titles changed, and a look at the account
 * and the service check (A55, not waited for) when a connection was saved. Answers the saved settings and the resend batch, if any.
 */
export const saveSettingsWorkflow = createWorkflow(saveSettingsWorkflowId, (input: SaveSettingsInput) => {
  const split = transform({ input }, ({ input }) => {
    const { account_id, name, marketplace_site, base_url, auth_url, user_name, password, subscription_token, format, ...sync } = input
    const connection = { base_url, auth_url, user_name, password, subscription_token, format }
    return {
      accountId: account_id,
      account: { name, marketplace_site },
      connection,
      sync,
      connectionSaved: Object.values(connection).some((value) => value !== undefined),
    }
  })
  checkSettingChoicesStep(split.sync)
  const saved = saveSettingsStep(split)
  const change = transform({ saved }, ({ saved }) => {
    const [before, after] = [saved.before.sync, saved.after.sync]
    return {
      accountId: saved.after.account.id,
      reasons: resendReasons(before, after),
      carrierMapChanged: carrierMapChanged(before, after),
      channelResync: channelResyncNeeded(before, after),
      gpsrDisplayConfirmed: gpsrDisplayConfirmed(before, after),
    }
  })
  const account = transform({ change }, ({ change }) => ({ accountId: change.accountId }))
  when({ change }, ({ change }) => change.reasons.includes("stock_price_on")).then(() => markStockStaleStep(account))
  when({ change }, ({ change }) => change.carrierMapChanged).then(() => resendTrackingWithoutCarrierStep(account))
  // A53: confirmed on one listing that eBay shows the safety data: the note goes off every product now.
  when({ change }, ({ change }) => change.gpsrDisplayConfirmed).then(() => dropGpsrDisplayNoteStep(account))
  // Every product the service holds, queued in the background by the batch's task (as Sync all), under a batch id the step gives.
  const resendInput = transform({ change }, ({ change }) => ({ accountId: change.accountId, listed: true }))
  const resent = when({ change }, ({ change }) => change.reasons.length > 0).then(() =>
    startSyncAllWorkflow.runAsStep({ input: resendInput })
  )
  const resend = transform({ resent, change }, ({ resent, change }) =>
    resent?.queued ? { batch_id: resent.batchId, queued: resent.queued, reasons: change.reasons } : null
  )
  requeueSyncsForNewSettingsStep(account)
  const resyncInput = transform({ change }, ({ change }) => ({ accountId: change.accountId, unlessScanNeeded: true }))
  when({ change }, ({ change }) => change.channelResync).then(() =>
    startSyncAllWorkflow.runAsStep({ input: resyncInput }).config({ name: "marketplace-exchange-resync-channel" })
  )
  when({ split }, ({ split }) => split.connectionSaved).then(() => {
    lookAtAccountStep({ settings: saved.after })
    // A55: the service check runs behind the answer; its result reaches health within seconds.
    checkServiceAfterSaveStep({ settings: saved.after })
  })
  return new WorkflowResponse({ settings: saved.after, resend })
})
