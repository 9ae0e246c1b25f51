import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MARKETPLACE_EXCHANGE_MODULE } from "../../../modules/marketplace-exchange"
import type MarketplaceExchangeModuleService from "../../../modules/marketplace-exchange/service"
import type { SettingsSnapshot } from "../../../modules/marketplace-exchange/service"
import { requireClient } from "../../shared/require-client"
import { WRITE_KEYS } from "../../../modules/marketplace-exchange/types"
import { knownListings, planReconciliation, productCreateUnderWay, ReconcileAction, RemoteListing } from "../utils/plan-reconciliation"

export const findDuplicateListingsStepId = "marketplace-exchange-find-duplicate-listings"

/** This step compares the service's products under our ForeignIds with what the plugin knows, and plans what to keep. Read-only. */
export const findDuplicateListingsStep = createStep(
  findDuplicateListingsStepId,
  async (input: { settings: SettingsSnapshot }, { container }) => {
    const service: MarketplaceExchangeModuleService = container.resolve(MARKETPLACE_EXCHANGE_MODULE)
    const client = await requireClient(service, input.settings)
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const remoteProducts = await client.products.list()
    // Read after the service's list, not beside it: a product created while its pages were read
    // has its record by now, or its create's intent (a create under way, left to its own sync).
    const [states, { data: products }] = await Promise.all([
      // The account's own listings: another account's products under the same ForeignIds are its own.
      service.listProductSyncStates(
        { account_id: input.settings.account.id },
        { select: ["product_id", "remote_product_id", "pending_creates", "move_in"], take: null as unknown as number }
      ),
      query.graph({ entity: "product", fields: ["id"] }),
    ])
    const known = knownListings(states)
    const now = new Date()
    const creating = new Set(
      states.filter((s) => productCreateUnderWay(s.pending_creates, WRITE_KEYS.product, now)).map((s) => s.product_id)
    )
    const medusa = new Set((products as Array<{ id: string }>).map((p) => p.id))
    const ours = remoteProducts.filter((p) => p.ForeignId && (known.has(p.ForeignId) || medusa.has(p.ForeignId)))
    // Only where there is a choice to make does completeness matter: its variations are counted there.
    const copies = new Map<string, number>()
    for (const p of ours) copies.set(p.ForeignId!, (copies.get(p.ForeignId!) ?? 0) + 1)
    const listings: RemoteListing[] = []
    for (const p of ours) {
      const choose = copies.get(p.ForeignId!)! > 1 && !ours.some((o) => o.ForeignId === p.ForeignId && o.Id === known.get(p.ForeignId!))
      listings.push({ remoteId: p.Id, foreignId: p.ForeignId!, variations: choose ? (await client.products.variations(p.Id)).length : 0 })
    }
    const atService = new Set(remoteProducts.map((p) => p.Id))
    const actions: ReconcileAction[] = planReconciliation(listings, known, medusa, creating, atService)
    return new StepResponse({ checked: ours.length, actions })
  }
)
