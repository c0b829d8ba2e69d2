import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { createCategory, deleteCategory, updateCategory } from "@/lib/taxonomy/queries/categories";
import { categorySchema, termIdSchema } from "@/lib/taxonomy/schema";
import { termPages, termWrite } from "@/lib/taxonomy/internal/term-write";

// Adds a business category with its industries, or updates one: only the fields sent change, and
// industries, when given, replace the links as a whole (§5).
export const saveCategoryAction = defineAction({
  name: "taxonomy.saveCategory",
  schema: categorySchema,
  access: "admin",
  handler: ({ id, industry_ids, ...fields }, { client }) =>
    termWrite(() =>
      id
        ? updateCategory(client, id, { ...fields, industry_ids })
        : createCategory(client, { ...fields, industry_ids: industry_ids ?? [] }),
    ),
  revalidates: termPages,
});

// Deletes a business category; one still used by businesses is refused (23503, §8 message).
export const deleteCategoryAction = defineAction({
  name: "taxonomy.deleteCategory",
  schema: termIdSchema,
  access: "admin",
  handler: ({ id }, { client }) => termWrite(() => deleteCategory(client, id).then(() => ({ id }))),
  revalidates: termPages,
});
