import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"

export const DEV_ADMIN = { email: "admin@example.com", password: "supersecret" } as const

/**
 * Creates an admin user with an email/password login unless one with that email exists.
 * Used by `npm run dev` (through dev/ensure-admin-user.ts) and by the integration tests.
 */
export async function ensureAdminUser(
  container: MedusaContainer,
  { email, password }: { email: string; password: string } = DEV_ADMIN
): Promise<{ created: boolean; userId: string }> {
  const users = container.resolve(Modules.USER)
  const auth = container.resolve(Modules.AUTH)
  const [existing] = await users.listUsers({ email })
  if (existing) {
    return { created: false, userId: existing.id }
  }
  const { result } = await createUsersWorkflow(container).run({ input: { users: [{ email }] } })
  const user = result[0]
  const { authIdentity, error } = await auth.register("emailpass", { body: { email, password } } as never)
  if (error || !authIdentity) {
    throw new Error(`Could not register the login for ${email}: ${error ?? "no identity returned"}`)
  }
  await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user.id } })
  return { created: true, userId: user.id }
}
