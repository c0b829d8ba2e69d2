import "server-only";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { fail, ok } from "@/lib/actions/result";

/**
 * The signed-in user's access token, for the browser's direct uploads to Storage (Storage's RLS
 * decides where they may write). Read from the session cookie the browser already holds, once the
 * wrapper has verified the claims, so uploads never wait on the browser client's session refresh.
 */
export const storageAccessTokenAction = defineAction({
  name: "workspace.storageToken",
  schema: z.object({}),
  access: "user",
  handler: async (_input, { client }) => {
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token;
    return token ? ok({ token }) : fail("guards.signInRequired");
  },
});
