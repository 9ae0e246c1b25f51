import { PostConnectionSettings } from "../validators"

/**
 * Body of POST /admin/marketplace-exchange/settings/test: the connection fields as typed in the
 * form, unsaved; what is left out comes from the saved settings. The same rules as saving.
 */
export const PostConnectionTest = PostConnectionSettings.pick({
  base_url: true,
  auth_url: true,
  user_name: true,
  password: true,
  subscription_token: true,
  format: true,
})

export type PostConnectionTestType = ReturnType<typeof PostConnectionTest.parse>
