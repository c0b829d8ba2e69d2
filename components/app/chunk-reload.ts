/** A failed chunk load (usually a new deployment removed the old files) reloads the page once. */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "chunk-reload-at";

const chunkErrorPattern =
  /ChunkLoadError|Loading chunk [\w/.-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return chunkErrorPattern.test(`${reason.name} ${reason.message}`);
  return typeof reason === "string" && chunkErrorPattern.test(reason);
}

/** Reloads unless a reload already happened within the guard, so a broken deployment cannot loop. */
export function reloadOnce(
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
