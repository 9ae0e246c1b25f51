import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setCatalogProfileWorkflow } from "../../../../../../workflows/catalog-profile"
import { toMedusaError } from "../../../errors"
import type { PostCatalogProfileType } from "./validators"

/** Assigns a payment, return or shipping profile to the catalog of a product category. */
export async function POST(req: AuthenticatedMedusaRequest<PostCatalogProfileType>, res: MedusaResponse) {
  const { type, profile_id } = req.validatedBody
  const { result } = await setCatalogProfileWorkflow(req.scope)
    .run({ input: { categoryId: req.params.id, type, profileId: profile_id } })
    .catch(toMedusaError)
  res.json({ category_id: req.params.id, remote_catalog_id: result.remoteCatalogId, type, profile_id, applied: result.applied })
}
