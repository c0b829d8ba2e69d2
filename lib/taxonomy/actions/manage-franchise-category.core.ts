import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import {
  createFranchiseCategory,
  deleteFranchiseCategory,
  updateFranchiseCategory,
} from "@/lib/taxonomy/queries/franchise-categories";
import { franchiseCategorySchema, termIdSchema } from "@/lib/taxonomy/schema";
import { termPages, termWrite } from "@/lib/taxonomy/internal/term-write";

// Adds a franchise category (its slug from the French name), or renames one.
export const saveFranchiseCategoryAction = defineAction({
  name: "taxonomy.saveFranchiseCategory",
  schema: franchiseCategorySchema,
  access: "admin",
  handler: ({ id, ...fields }, { client }) =>
    termWrite(() => (id ? updateFranchiseCategory(client, id, fields) : createFranchiseCategory(client, fields))),
  revalidates: termPages,
});

// Deletes a franchise category; one still used by franchises is refused (23503).
export const deleteFranchiseCategoryAction = defineAction({
  name: "taxonomy.deleteFranchiseCategory",
  schema: termIdSchema,
  access: "admin",
  handler: ({ id }, { client }) => termWrite(() => deleteFranchiseCategory(client, id).then(() => ({ id }))),
  revalidates: termPages,
});
