import "server-only";
import { cache } from "react";

/**
 * Per-request flag: a page that already read the user agent marks a crawler, so the not-found
 * view can skip rendering without reading headers itself (which would make every page dynamic).
 */
const botRequest = cache(() => ({ bot: false }));

export function markBotRequest(): void {
  botRequest().bot = true;
}

export function isBotRequest(): boolean {
  return botRequest().bot;
}
