import { z } from "@medusajs/framework/zod"
import { DELETE_ACCOUNT_DATA_TYPES } from "../../../../../protocol/schema"

export const DELETE_CONFIRMATION = "DELETE"
/** The second confirmation: delete products although some of their listings could not be ended. */
export const FORCE_CONFIRMATION = "DELETE LIVE LISTINGS"

/** Body of POST /admin/marketplace-exchange/account/delete: the spec's type, and the typed confirmation. */
export const PostDeleteAccountData = z.object({
  type: z
    .number({ error: `type must be one of: ${Object.keys(DELETE_ACCOUNT_DATA_TYPES).join(", ")}` })
    .refine((t) => String(t) in DELETE_ACCOUNT_DATA_TYPES, {
      message: `type must be one of: ${Object.keys(DELETE_ACCOUNT_DATA_TYPES).join(", ")}`,
    }),
  confirm: z
    .string({ error: `confirm must be the word ${DELETE_CONFIRMATION}` })
    .refine((c) => c === DELETE_CONFIRMATION, { message: `Type ${DELETE_CONFIRMATION} to confirm: this cannot be undone.` }),
  force_confirm: z
    .string({ error: `force_confirm must be the words ${FORCE_CONFIRMATION}` })
    .refine((c) => c === FORCE_CONFIRMATION, {
      message: `Type ${FORCE_CONFIRMATION} to delete products whose listings could not be ended.`,
    })
    .optional(),
  /** Empty the sales orders although imported orders still wait for their payment or shipping to be reported (the 409 names them). */
  confirm_pending_write_back: z
    .boolean({ error: "confirm_pending_write_back must be true to empty the sales orders before their payment and shipping are reported" })
    .optional(),
})

export type PostDeleteAccountDataType = z.infer<typeof PostDeleteAccountData>
