import type { ExecArgs } from "@medusajs/framework/types"
import { DEV_ADMIN, ensureAdminUser } from "./admin-user"

/** `medusa exec ./dev/ensure-admin-user.ts`: the dev store's admin login, created once. */
export default async function ensureDevAdmin({ container }: ExecArgs) {
  const { created } = await ensureAdminUser(container, DEV_ADMIN)
  container.resolve("logger").info(`${created ? "Created" : "Found"} the dev admin user ${DEV_ADMIN.email}.`)
}
