import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isBot } from "@/lib/http/bots";
import { markBotRequest } from "@/lib/http/bot-request";

/** Any path no route matches renders the translated 404 page of its locale (bots get the bare status). */
export default async function CatchAll() {
  if (isBot((await headers()).get("user-agent"))) markBotRequest();
  notFound();
}
