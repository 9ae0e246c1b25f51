import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkListingAfterPushWorkflow } from "../../listing-check"
import { adoptLinkedListingStep } from "../steps/adopt-linked-listing"
import { alertOnRefusalsStep } from "../steps/alert-on-refusals"
import { ensureCatalogsStep } from "../steps/ensure-catalogs"
import { loadProductForSyncStep } from "../steps/load-product-for-sync"
import { mapAndValidateProductStep } from "../steps/map-and-validate-product"
import { pushContentStep } from "../steps/push-content"
import { recordChannelProductStep } from "../steps/record-channel-product"
import { removeProductFromExchangeStep } from "../steps/remove-product-from-exchange"
import { reviseStockAndPriceStep } from "../steps/revise-stock-and-price"
import { saveSyncStateStep } from "../steps/save-sync-state"
import { waitForAccountScanStep } from "../steps/wait-for-account-scan"

export const syncProductWorkflowId = "marketplace-exchange-sync-product"

/**
 * Makes the service hold one Medusa product as it is now, in two lanes: stock and price first,
 * then content, and asks the service for the listing's state when the push could change it. A
 * product that is no longer listable is removed instead. The queue runs it for every product
 * event; a failure leaves what succeeded recorded, and the task is retried. What only some runs
 * need (a move-in's link, the wait for the account's scan before a create) runs only in those.
 */
export const syncProductWorkflow = createWorkflow(syncProductWorkflowId, (input: { accountId: string; productId: string }) => {
  const read = loadProductForSyncStep(input)
  // What an applied move-in decided (a listing to link or take over) is acted on before either lane plans; most products have no mark.
  const adopted = when({ read }, ({ read }) => Boolean(read.moveIn)).then(() => adoptLinkedListingStep(read))
  const loaded = transform({ read, adopted }, ({ read, adopted }) => adopted ?? read)
  const plan = mapAndValidateProductStep(loaded)

  const removed = when({ plan }, ({ plan }) => plan.action === "remove").then(() => removeProductFromExchangeStep(loaded))

  // A first create waits while the account holds another system's products; a product the service holds never asks.
  when("marketplace-exchange-before-create", { plan, loaded }, ({ plan, loaded }) => plan.action === "push" && !loaded.snapshot).then(() =>
    waitForAccountScanStep({ loaded, plan })
  )

  const pushed = when("marketplace-exchange-push-product", { plan }, ({ plan }) => plan.action === "push").then(() => {
    const stock = reviseStockAndPriceStep({ loaded, plan })
    const catalogs = ensureCatalogsStep({ loaded, plan })
    const content = pushContentStep({ loaded, plan, stock, catalogs })
    const saved = saveSyncStateStep({ accountId: input.accountId, productId: input.productId, plan, stock, catalogs, content })
    alertOnRefusalsStep({ loaded, saved })
    // Our records are a hypothesis: at the moments the listing can change, the service says.
    const checkInput = transform({ input, loaded, content }, ({ input, loaded, content }) => ({
      productId: input.productId,
      before: loaded.snapshot,
      after: content.snapshot,
      ended: loaded.ended,
      settings: loaded.settings,
    }))
    checkListingAfterPushWorkflow.runAsStep({ input: checkInput })
    return saved
  })

  // The listings grid's row, after the lanes: it never holds up stock (a run that failed leaves it to the grid's catch-up).
  recordChannelProductStep(loaded)
  const held = transform({ plan }, ({ plan }) => plan.action === "hold")
  return new WorkflowResponse({ removed, pushed, held })
})
