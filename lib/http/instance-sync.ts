import { randomUUID } from "node:crypto";
import postgres from "postgres";

// Loaded by Node itself, outside the app's bundles, through lib/http/cache-handler.ts: relative imports
// with their extension, and only TypeScript that Node's type stripping erases.

/**
 * Several app instances in step (issue 43; docs/deployment.md): each instance listens on one Postgres
 * channel of the project's own database, and says there which cache tags a write of its own revalidated,
 * so every other instance expires the same tags and forgets its remembered pages within a moment.
 */
const SYNC_CHANNEL = "marche_public_pages_revalidated";

/** What a revalidation says: its tags and, as Next.js gives it, how soon their entries expire (seconds). */
export type Revalidation = { tags: string[]; expire?: number };

/** At most this many tags in one message (the app has five; revalidatePath adds a few implicit ones). */
const MAX_TAGS = 64;
/** Next.js's own limit for a tag's length. */
const MAX_TAG_LENGTH = 256;

/** The message of one instance to the others: who sends it, so an instance ignores its own. */
type Message = Revalidation & { from: string };

/** A message as sent (JSON, well under Postgres's 8,000-byte payload limit). */
export function encodeMessage(from: string, revalidation: Revalidation): string {
  const tags = [...new Set(revalidation.tags)].filter((tag) => tag.length <= MAX_TAG_LENGTH).slice(0, MAX_TAGS);
  return JSON.stringify({ from, tags, ...(revalidation.expire === undefined ? {} : { expire: revalidation.expire }) });
}

/** A message as received, or null when it is not one: anything else on the channel is ignored. */
export function decodeMessage(payload: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { from, tags, expire } = value as Record<string, unknown>;
  if (typeof from !== "string" || !Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  if (!tags.every((tag) => typeof tag === "string" && tag.length > 0 && tag.length <= MAX_TAG_LENGTH)) return null;
  if (expire !== undefined && (typeof expire !== "number" || !Number.isFinite(expire) || expire < 0)) return null;
  return { from, tags: tags as string[], ...(expire === undefined ? {} : { expire }) };
}

export type InstanceSyncOptions = {
  /** A Postgres connection string that keeps its session (a direct connection or a session pooler). */
  url: string;
  /** Another instance revalidated these tags. */
  onRevalidated: (revalidation: Revalidation) => void;
  /**
   * The listener is connected, first or again after a lost connection: whatever another instance said
   * meanwhile was not heard, so what this one cached before now cannot be trusted.
   */
  onListening: () => void;
  log?: (line: string) => void;
};

/** How long to wait before trying again to listen after a failure: 1 s, doubling, at most 30 s. */
const retryDelay = (failures: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/**
 * One instance's side of the channel, on postgres.js: its `listen` keeps a dedicated connection and
 * listens again after it is lost (then calls `onListening`); a first listen that fails is tried again
 * here. Publishing uses a second connection, closed when idle.
 */
export class InstanceSync {
  /** This instance, in its messages. */
  readonly id = randomUUID();
  private readonly options: InstanceSyncOptions;
  private readonly sql: postgres.Sql;
  private stopped = false;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(options: InstanceSyncOptions) {
    this.options = options;
    this.sql = postgres(options.url, {
      max: 1,
      idle_timeout: 60,
      connect_timeout: 10,
      onnotice: () => {},
      connection: { application_name: "marche-instance-sync" },
    });
  }

  /** Starts listening; resolves once listening, or after the first failure (then it keeps trying). */
  async start(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.sql.listen(SYNC_CHANNEL, (payload) => this.received(payload), this.options.onListening);
      if (this.failures > 0) this.log("listening again");
      this.failures = 0;
    } catch (error) {
      this.failures++;
      const delay = retryDelay(this.failures);
      this.log(`cannot listen (${error instanceof Error ? error.message : String(error)}); again in ${delay / 1000} s`);
      this.retry = setTimeout(() => void this.start(), delay);
    }
  }

  /** Tells the other instances which tags this one revalidated. */
  async publish(revalidation: Revalidation): Promise<void> {
    if (this.stopped || revalidation.tags.length === 0) return;
    try {
      await this.sql.notify(SYNC_CHANNEL, encodeMessage(this.id, revalidation));
    } catch (error) {
      this.log(
        `cannot publish ${revalidation.tags.join(", ")}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Stops listening and closes both connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.sql.end({ timeout: 1 });
  }

  private received(payload: string): void {
    const message = decodeMessage(payload);
    if (!message || message.from === this.id) return;
    this.options.onRevalidated({ tags: message.tags, expire: message.expire });
  }

  private log(line: string): void {
    (this.options.log ?? console.warn)(`[instance sync] ${line}`);
  }
}
