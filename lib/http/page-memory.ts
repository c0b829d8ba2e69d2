/**
 * The cached copies' responses kept in the process's memory (issue 24; docs/architecture.md, "Cached
 * pages"): the middleware answers a visitor without a session from here, ready to send, without
 * asking Next.js for the copy again. An entry is good until any public write (a "generation",
 * lib/http/page-generation.ts: every copy carries every public tag, so any revalidation ends them all) or for `PAGE_MEMORY_TTL_MS`
 * (Next.js's own copy is revalidated on time too: relative dates, a minute of cached data).
 */

/** How long an entry answers before the middleware asks Next.js for the copy again. */
const PAGE_MEMORY_TTL_MS = 5_000;

/** The HTML bytes the memory keeps at most; the least recently used entries go first. */
const PAGE_MEMORY_MAX_BYTES = 64 * 1024 * 1024;

export type RememberedPage<M = unknown> = {
  status: number;
  /** The response's headers (never a cookie). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The page's policy: its own scripts' hashes. */
  csp: string;
  html: Uint8Array;
  /** What the middleware does again for each answer from memory (a searched page's search log). */
  meta: M;
  generation: number;
  storedAt: number;
};

/** Builds an entry. */
export function rememberedPage<M>(
  page: { status: number; headers: ReadonlyArray<readonly [string, string]>; csp: string; html: string; meta: M },
  generation: number,
  now: number,
): RememberedPage<M> {
  return {
    status: page.status,
    headers: page.headers.filter(([name]) => name.toLowerCase() !== "set-cookie"),
    csp: page.csp,
    html: new TextEncoder().encode(page.html),
    meta: page.meta,
    generation,
    storedAt: now,
  };
}

/** Entries by path (and query, for a searched page), least recently used first. */
export class PageMemory<M = unknown> {
  private readonly entries = new Map<string, RememberedPage<M>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = PAGE_MEMORY_MAX_BYTES,
    private readonly ttlMs = PAGE_MEMORY_TTL_MS,
  ) {}

  /** The entry for a path, if it is still good (same generation, younger than the TTL). */
  get(path: string, generation: number, now: number): RememberedPage<M> | null {
    const entry = this.entries.get(path);
    if (!entry) return null;
    this.entries.delete(path);
    if (entry.generation !== generation || now - entry.storedAt >= this.ttlMs) {
      this.bytes -= entry.html.length;
      return null;
    }
    this.entries.set(path, entry);
    return entry;
  }

  /** Keeps an entry (one larger than the whole memory is not kept). */
  set(path: string, entry: RememberedPage<M>): void {
    const previous = this.entries.get(path);
    if (previous) {
      this.entries.delete(path);
      this.bytes -= previous.html.length;
    }
    if (entry.html.length > this.maxBytes) return;
    this.entries.set(path, entry);
    this.bytes += entry.html.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.html.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/**
 * The body of a response from memory: one chunk, the entry's own bytes (a Uint8Array given to
 * `Response` would be copied for every response).
 */
export function bodyOf(entry: RememberedPage): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(entry.html);
      controller.close();
    },
  });
}
