import "server-only";
import { defineAction } from "@/lib/actions/define-action";
import { createIndustry, deleteIndustry, updateIndustry } from "@/lib/taxonomy/queries/industries";
import { industrySchema, termIdSchema } from "@/lib/taxonomy/schema";
import { termPages, termWrite } from "@/lib/taxonomy/internal/term-write";

// Adds an industry, or updates the one with this id; empty English name and Notion id are stored as null (§5).
export const saveIndustryAction = defineAction({
  name: "taxonomy.saveIndustry",
  schema: industrySchema,
  access: "admin",
  handler: ({ id, ...fields }, { client }) =>
    termWrite(() => (id ? updateIndustry(client, id, fields) : createIndustry(client, fields))),
  revalidates: termPages,
});

// Deletes an industry (its links to categories go with it).
export const deleteIndustryAction = defineAction({
  name: "taxonomy.deleteIndustry",
  schema: termIdSchema,
  access: "admin",
  handler: ({ id }, { client }) => termWrite(() => deleteIndustry(client, id).then(() => ({ id }))),
  revalidates: termPages,
});
