import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ShortLived } from "../../shared/short-lived"
import { catchUpChannelProductsWorkflow } from "../workflows/catch-up-channel-products"

/**
 * Per instance, account and channel: one catch-up at a time, grid loads meanwhile wait for the one running.
 * None is kept once it ended (TTL 0): a product linked a moment ago is in the next load.
 */
const catchUps = new ShortLived<void>(0)
/** Per account and channel, the counts the last complete walk of this process left (the step's `settled`). */
const settled = new Map<string, string>()

/**
 * Whether the read model of the channel's products is in step with Medusa's channel, after
 * waiting for its catch-up at most `budgetMs`: a first look at 100,000 products (or a new
 * channel) goes on in the background, and the grid says how far it got instead of waiting.
 */
export async function channelProductsCaughtUp(
  container: MedusaContainer,
  accountId: string,
  salesChannelId: string,
  budgetMs: number
): Promise<boolean> {
  const key = `${accountId}:${salesChannelId}`
  const run = catchUps.get(key, async () => {
    const { result } = await catchUpChannelProductsWorkflow(container).run({
      input: { accountId, salesChannelId, settled: settled.get(key) },
    })
    settled.set(key, `${result.total}:${result.indexed}`)
  })
  // A catch-up that fails is logged, and the grid answers with what the read model holds (saying it is not caught up).
  const done = run.then(
    () => true as const,
    (error: Error) => {
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(`marketplace-exchange: the channel's products were not read: ${error.message}`)
      return false as const
    }
  )
  let timer: NodeJS.Timeout | undefined
  const budget = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs)))
  try {
    return await Promise.race([done, budget])
  } finally {
    clearTimeout(timer)
  }
}
