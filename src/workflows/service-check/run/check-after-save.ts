import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { runServiceCheckWorkflow } from "../workflows/run-service-check"

/**
 * Runs the service check behind a save of the connection (A55): the save answers at once, the
 * check's result lands on the run state (health, GET service-check) some seconds later. A check
 * that fails as a whole (the connection cleared meanwhile) is logged; each read's own failure is
 * part of its result.
 */
export function checkServiceInBackground(container: MedusaContainer, accountId: string): Promise<void> {
  return runServiceCheckWorkflow(container)
    .run({ input: { accountId } })
    .then(
      () => undefined,
      (error: Error) =>
        container.resolve(ContainerRegistrationKeys.LOGGER).warn(`marketplace-exchange: the service check did not run: ${error.message}`)
    )
}
