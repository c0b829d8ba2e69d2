import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";
import { TAGS } from "@/lib/cache-tags";
import { deleteProgram, saveProgram } from "@/lib/financing/queries";
import { programSchema } from "@/lib/financing/schema";

// Adds or edits a public program shown on /services/financement; admins only (RLS says so too).
export const saveProgramAction = defineAction({
  name: "financing.saveProgram",
  schema: programSchema,
  access: "admin",
  revalidates: () => [TAGS.financing],
  handler: async (input, { client }) => {
    const id = await saveProgram(client, input);
    return id ? ok({ id }) : fail("financing.programs.errors.notFound");
  },
});

// Removes a public program; admins only.
export const deleteProgramAction = defineAction({
  name: "financing.deleteProgram",
  schema: z.object({ id: z.number().int().positive() }),
  access: "admin",
  revalidates: () => [TAGS.financing],
  handler: async ({ id }, { client }) =>
    (await deleteProgram(client, id)) ? ok({ id }) : fail("financing.programs.errors.notFound"),
});
