import fs from "node:fs";
import path from "node:path";
import { assertPortsFree } from "./ports.ts";
import { startPostgres } from "./postgres.ts";
import { startSupabase } from "./supabase.ts";
import { startMail } from "./mail.ts";
import { projectRoot, urls, type Profile } from "./profiles.ts";
import { seedDealroom } from "../seed-dealroom.ts";
import { photoPool, seedPhotos } from "../seed-photos.ts";

export type Stack = { fresh: boolean; applied: string[]; stop: () => Promise<void> };

/**
 * Starts PostgreSQL, the mail catcher and the Supabase APIs for a profile.
 * A new data directory is created, migrated and seeded (SQL seed, then the demo photos and the demo
 * deal room's documents); an existing one only gets pending migrations. `root` is the checkout whose
 * supabase/ folder is used (the project).
 */
export async function startStack(
  profile: Profile,
  opts: { reset?: boolean; log: (line: string) => void; root?: string },
): Promise<Stack> {
  await assertPortsFree(profile.ports);
  if (opts.reset) fs.rmSync(profile.dataDir, { recursive: true, force: true });
  // A new database gets the demo photos: drawn (first time on a machine) or read from the cache
  // while PostgreSQL starts and migrates. Kept data never pays for them.
  const photos = fs.existsSync(path.join(profile.dataDir, "pg", "PG_VERSION")) ? null : photoPool(opts.log);
  photos?.catch(() => {});
  const stops: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  // Idempotent: Ctrl-C and the app's own exit may both ask to stop.
  const stop = () =>
    (stopping ??= (async () => {
      for (const s of stops.reverse()) await s().catch((e) => opts.log(`stop: ${String(e)}`));
    })());
  let fresh = false;
  try {
    const mail = await startMail(profile);
    stops.push(mail.stop);
    const pg = await startPostgres(profile, opts.log);
    stops.push(pg.stop);
    fresh = pg.fresh;
    const supabase = await startSupabase(profile, { seed: pg.fresh, root: opts.root });
    stops.push(supabase.stop);
    if (supabase.seeded && photos) {
      const started = performance.now();
      const storageDir = path.join(profile.dataDir, "storage");
      const seeded = await seedPhotos({ dbUrl: urls(profile).db, storageDir }, await photos);
      opts.log(
        `Demo photos: ${seeded.photos} on ${seeded.listings} listings (${(seeded.bytes / 2 ** 20).toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    // The demo deal rooms' documents (generated, into the private bucket), a pending request, an offer,
    // when the checkout started has a deal room (a benchmark's baseline may be older than issue 41).
    if (supabase.seeded && fs.existsSync(path.join(opts.root ?? projectRoot, "supabase/seed/dealroom.sql"))) {
      const started = performance.now();
      const documents = await seedDealroom({
        dbUrl: urls(profile).db,
        storageDir: path.join(profile.dataDir, "storage"),
      });
      const ms = Math.round(performance.now() - started);
      if (documents) opts.log(`Demo deal rooms: ${documents} documents, a pending request, an offer, in ${ms} ms.`);
    }
    return { fresh: pg.fresh, applied: supabase.applied, stop };
  } catch (error) {
    await stop();
    // A half-built database would never be seeded again: start from scratch next time.
    if (fresh) fs.rmSync(profile.dataDir, { recursive: true, force: true });
    throw error;
  }
}
