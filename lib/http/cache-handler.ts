import type { OutgoingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type FileSystemCacheType from "next/dist/server/lib/incremental-cache/file-system-cache";
import { InstanceSync, type Revalidation } from "./instance-sync.ts";
import { forgetRememberedPages } from "./page-generation.ts";

// next.config.ts names this file as Next.js's cache handler: `next start` imports it itself, outside the
// app's bundles, so it imports with relative paths and extensions and uses only erasable TypeScript.

/**
 * Next.js's own cache (its file-system cache: pages and `unstable_cache` data in memory and on disk)
 * with its revalidations shared between the instances of a deployment (issue 43; docs/deployment.md).
 * A revalidation made here (an action's `updateTag`, a route's `revalidateTag`) is said on the
 * database's channel (lib/http/instance-sync.ts); one heard from another instance expires the same
 * tags here and ends the middleware's remembered pages (lib/http/page-memory.ts).
 * Without CACHE_SYNC_DATABASE_URL it is Next.js's cache as is: one instance.
 */
const FileSystemCache = createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/file-system-cache.js")
  .default as typeof FileSystemCacheType;

type Durations = { expire?: number };
type GetContext = Parameters<CacheHandler["get"]>[1];
type SetData = Parameters<CacheHandler["set"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

/** Next.js's prefix of the tags it derives from paths; the app's own tags are the others. */
const IMPLICIT_TAG = "_N_T_";

/** The tags in a response's headers (Next.js writes them there for pages and route handlers). */
function headerTags(headers: OutgoingHttpHeaders | undefined): string[] {
  const header = headers?.["x-next-cache-tags"];
  return typeof header === "string" ? header.split(",") : [];
}

/** The app's own tags an entry carries: a response's in its tags header, data's in its context. */
function entryTags(entry: CacheHandlerValue, ctx: GetContext): string[] {
  const tags =
    entry.value && "headers" in entry.value ? headerTags(entry.value.headers) : "tags" in ctx ? (ctx.tags ?? []) : [];
  return tags.filter((tag) => tag && !tag.startsWith(IMPLICIT_TAG));
}

/**
 * Whether an entry may be served: one with the app's tags stored before this instance last started
 * listening (a start, or a lost connection) may predate a write it did not hear of.
 */
export function heardAll(entry: CacheHandlerValue, ctx: GetContext, heardSince: number): boolean {
  return entry.lastModified >= heardSince || entryTags(entry, ctx).length === 0;
}

/**
 * Whether Next.js renders again what a read found (nothing, an entry whose tags were expired after it
 * was stored, or one past its time): a render begins, and ends by storing its result.
 */
export function rendersAgain(
  entry: CacheHandlerValue | null,
  ctx: GetContext,
  expiredAt: ReadonlyMap<string, number>,
  now: number,
): boolean {
  if (!entry) return true;
  const tags =
    entry.value && "headers" in entry.value ? headerTags(entry.value.headers) : "tags" in ctx ? (ctx.tags ?? []) : [];
  if (tags.some((tag) => (expiredAt.get(tag) ?? -1) > entry.lastModified)) return true;
  const seconds =
    entry.value?.kind === "FETCH"
      ? ("revalidate" in ctx && ctx.revalidate) || entry.value.revalidate
      : entry.cacheControl?.revalidate;
  return typeof seconds !== "number" || entry.lastModified + seconds * 1000 <= now;
}

/** The process's side of the sync (one per process, whichever copy of this module starts it). */
type SyncState = {
  sync: InstanceSync | null;
  expire: (revalidation: Revalidation) => void;
  /** When the listener last (re)started: what was stored before may predate a write it did not hear. */
  heardSince: number;
  /** When each tag was last expired here, by a write of this instance or of another. */
  expiredAt: Map<string, number>;
  /** Per key, the first read since it was last stored that leads to a render: that render began no earlier. */
  readSince: Map<string, number>;
};
const STATE = Symbol.for("marche-entreprises.instance-sync");
const holder = globalThis as typeof globalThis & { [STATE]?: SyncState };

/**
 * Starts listening once per process (never during `next build`, which must not wait on a database).
 * `expire` applies what another instance revalidated to this process's tags.
 */
function syncState(expire: (revalidation: Revalidation) => void): SyncState {
  const existing = holder[STATE];
  if (existing) return existing;
  const url = process.env.CACHE_SYNC_DATABASE_URL;
  const state: SyncState = { sync: null, expire, heardSince: Date.now(), expiredAt: new Map(), readSince: new Map() };
  holder[STATE] = state;
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return state;
  state.sync = new InstanceSync({
    url,
    onRevalidated: (revalidation) => {
      state.expire(revalidation);
      forgetRememberedPages();
    },
    onListening: () => {
      // Whatever another instance said before now went unheard: nothing tagged from before is trusted.
      state.heardSince = Date.now();
      forgetRememberedPages();
    },
  });
  void state.sync.start();
  return state;
}

export default class SharedCacheHandler extends FileSystemCache {
  private readonly state: SyncState;

  constructor(ctx: CacheHandlerContext & { fs: NonNullable<CacheHandlerContext["fs"]>; serverDistDir: string }) {
    super(ctx);
    this.state = syncState((revalidation) => void this.expireHere(revalidation.tags, revalidation));
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const now = Date.now();
    const found = await super.get(key, ctx);
    const entry = found && (!this.state.sync || heardAll(found, ctx, this.state.heardSince)) ? found : null;
    if (!this.state.readSince.has(key) && rendersAgain(entry, ctx, this.state.expiredAt, now))
      this.state.readSince.set(key, now);
    return entry;
  }

  /**
   * Not stored when one of its tags was expired after its render may have begun (the first read since
   * the key was last stored that led to a render): it may show what the write changed. The next
   * request renders it again.
   */
  async set(key: string, data: SetData, ctx: SetContext): Promise<void> {
    const since = this.state.readSince.get(key);
    this.state.readSince.delete(key);
    const tags = data && "headers" in data ? headerTags(data.headers) : "tags" in ctx ? (ctx.tags ?? []) : [];
    if (since !== undefined && tags.some((tag) => (this.state.expiredAt.get(tag) ?? -1) >= since)) return;
    await super.set(key, data, ctx);
  }

  /**
   * A revalidation made in this instance: here, and on the channel for the others (the writer ends its
   * own remembered pages itself, at once: lib/actions/define-action.ts and the routes that revalidate).
   */
  async revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
    const list = typeof tags === "string" ? [tags] : tags;
    await this.expireHere(list, durations);
    void this.state.sync?.publish({ tags: list, expire: durations?.expire });
  }

  private expireHere(tags: string[], durations?: Durations): Promise<void> {
    const now = Date.now();
    // Expired at once (not only marked stale): a render under way may already hold what the write changed.
    if (!durations?.expire) for (const tag of tags) this.state.expiredAt.set(tag, now);
    return super.revalidateTag(tags, durations?.expire === undefined ? undefined : { expire: durations.expire });
  }
}
