/**
 * The generation of the public pages the middleware remembers (lib/http/page-memory.ts): an entry is
 * good while the generation it was stored under is the current one, and any public write moves it.
 * It lives on globalThis: the actions (the app's bundle), the middleware (its own bundle) and the cache
 * handler (loaded by Node itself, lib/http/cache-handler.ts) share the process, not their modules.
 */
const GENERATION = Symbol.for("marche-entreprises.cached-pages.generation");
type WithGeneration = typeof globalThis & { [GENERATION]?: number };

/** The current generation of the public pages. */
export function pageGeneration(): number {
  return (globalThis as WithGeneration)[GENERATION] ?? 0;
}

/** Ends every remembered page: called wherever a public page's tags are revalidated, here or in another instance. */
export function forgetRememberedPages(): void {
  (globalThis as WithGeneration)[GENERATION] = pageGeneration() + 1;
}
