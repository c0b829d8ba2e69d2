/**
 * Demo photos (issue 26): most seeded listings get one to five photos of a phone photo's size and
 * weight after the editor's resize (2,000 × 1,333 WebP at the editor's quality 0.85, a few hundred kB),
 * uploaded into the listing-images bucket under the owner's folder, with the `images` the editor writes.
 * The pictures are drawn here (a storefront scene with sensor-like grain, no file from elsewhere) and
 * kept in .local/seed-photos, so only the first seed on a machine pays for drawing them.
 * Deterministic: the same listing always gets the same files under the same paths.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { projectRoot } from "./stack/profiles.ts";
import { FilesystemStorageAdapter } from "./stack/storage.ts";

export const PHOTO_WIDTH = 2000;
export const PHOTO_HEIGHT = 1333;
/** The editor's canvas.toBlob(…, "image/webp", 0.85) (lib/storage/photo-upload.ts), as libwebp's quality. */
const QUALITY = 85;
/** Distinct pictures drawn; listings share them under their own paths. */
const POOL = 12;
/** Grain amplitude (of 255): what brings a drawn picture to a phone photo's weight once encoded. */
const GRAIN = 18;
/** Bump when the drawing changes, so cached files of an older drawing are not reused. */
const DRAWING = 1;
const BUCKET = "listing-images";

/** Published demo listings left without photos, as some sellers leave theirs (tests see the drawing). */
export const WITHOUT_PHOTOS = new Set(["depanneur-rentable-centre-ville-rimouski", "terrain-commercial-levis"]);

const cacheDir = path.join(projectRoot, ".local/seed-photos", `v${DRAWING}`);

/** A number in [0, 1) from a text: the same text, the same number. */
function unit(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** A small deterministic generator (mulberry32) for the drawing of one picture. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Rgb = [number, number, number];

/**
 * One picture as raw RGB: a sky, hills, a storefront with windows, door and awning, a street, and
 * grain over everything (a real photo's noise is what makes it weigh a few hundred kB in WebP).
 */
function draw(index: number): Buffer {
  const random = generator(index * 7919 + 17);
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  const pixels = Buffer.alloc(w * h * 3);
  const hue = (): Rgb => [40 + random() * 200, 40 + random() * 200, 40 + random() * 200];
  const skyTop: Rgb = [70 + random() * 60, 120 + random() * 60, 190 + random() * 50];
  const skyLow: Rgb = [200 + random() * 40, 200 + random() * 40, 210 + random() * 40];
  const hills: Rgb = [50 + random() * 40, 90 + random() * 50, 60 + random() * 40];
  const wall = hue();
  const trim = hue();
  const awning = hue();
  const street: Rgb = [80 + random() * 30, 80 + random() * 30, 85 + random() * 30];
  const horizon = Math.round(h * (0.38 + random() * 0.1));
  const ground = Math.round(h * (0.78 + random() * 0.06));
  const left = Math.round(w * (0.08 + random() * 0.15));
  const right = Math.round(w * (0.75 + random() * 0.18));
  const roof = Math.round(h * (0.15 + random() * 0.12));
  const columns = 3 + Math.floor(random() * 4);
  const phase = random() * 10;
  const bay = (right - left) / columns;
  const doorColumn = Math.floor(random() * columns);
  const awningTop = Math.round(roof + (ground - roof) * 0.33);
  const awningBottom = awningTop + Math.round(h * 0.05);
  const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
  ];
  let noise = index * 2654435761;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c: Rgb;
      const inBuilding = x >= left && x < right && y >= roof && y < ground;
      if (inBuilding) {
        const bx = (x - left) % bay;
        const column = Math.floor((x - left) / bay);
        const margin = bay * 0.14;
        if (y >= awningTop && y < awningBottom) {
          c = Math.floor((x - left) / 40) % 2 ? awning : mix(awning, [255, 255, 255], 0.7);
        } else if (y > awningBottom + 20 && y < ground - 10 && bx > margin && bx < bay - margin) {
          // Shop windows (and the door): glass that reflects the sky from top to bottom.
          const t = (y - awningBottom) / (ground - awningBottom);
          c =
            column === doorColumn && bx > bay * 0.35 && bx < bay * 0.65
              ? mix(trim, [20, 20, 20], 0.5)
              : mix(skyTop, [30, 40, 50], t);
        } else if (y > roof + 40 && y < awningTop - 30 && bx > margin * 1.5 && bx < bay - margin * 1.5) {
          c = mix(skyLow, [60, 70, 90], ((y - roof) % 60) / 60);
        } else if (y - roof < 30) {
          c = trim;
        } else {
          c = mix(wall, [0, 0, 0], ((x * 13 + y * 7) % 97) / 970);
        }
      } else if (y < ground) {
        const ridge = horizon + 70 * Math.sin(phase + x / 230) + 30 * Math.sin(phase * 2 + x / 71);
        c = y < ridge ? mix(skyTop, skyLow, y / horizon) : mix(hills, skyLow, Math.max(0, (ground - y) / ground) * 0.3);
      } else {
        c = mix(street, [40, 40, 45], (y - ground) / (h - ground));
      }
      // Grain: a cheap deterministic noise per pixel, as a phone sensor's.
      noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
      const grain = ((noise >>> 16) / 65536 - 0.5) * GRAIN;
      const i = (y * w + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, c[0] + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, c[1] + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, c[2] + grain));
    }
  }
  return pixels;
}

/** A drawn picture in the cache: its file, size and MD5 (the ETag Storage gives it). */
export type PoolPhoto = { file: string; size: number; md5: string };

/** The pool's WebP files, drawn once per machine (.local/seed-photos, two at a time), in order. */
export async function photoPool(log: (line: string) => void = () => {}): Promise<PoolPhoto[]> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const started = performance.now();
  let drawn = 0;
  const one = async (i: number): Promise<PoolPhoto> => {
    const file = path.join(cacheDir, `photo-${i + 1}.webp`);
    if (!fs.existsSync(file)) {
      const webp = await sharp(draw(i), { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
        .webp({ quality: QUALITY })
        .toBuffer();
      // Written under another name first: an interrupted run never leaves half a file in the cache.
      fs.writeFileSync(`${file}.${process.pid}.tmp`, webp);
      fs.renameSync(`${file}.${process.pid}.tmp`, file);
      drawn++;
    }
    const bytes = fs.readFileSync(file);
    return { file, size: bytes.length, md5: createHash("md5").update(bytes).digest("hex") };
  };
  const pool: PoolPhoto[] = [];
  for (let i = 0; i < POOL; i += 2) pool.push(...(await Promise.all([one(i), ...(i + 1 < POOL ? [one(i + 1)] : [])])));
  if (drawn)
    log(
      `drew ${drawn} demo photos in ${((performance.now() - started) / 1000).toFixed(1)} s (kept in ${path.relative(projectRoot, cacheDir)})`,
    );
  return pool;
}

/** How many photos a listing gets: none for drafts and the few named above, else one to five. */
export function photoCount(slug: string, status: string): number {
  if (status === "draft" || WITHOUT_PHOTOS.has(slug)) return 0;
  return 1 + Math.floor(unit(`count:${slug}`) * 5);
}

/** A stable UUID-shaped file name for photo n of a listing, as the editor names uploads ("<uuid>.webp"). */
function fileName(kind: string, slug: string, n: number): string {
  const hex = createHash("sha256").update(`${kind}:${slug}:${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}.webp`;
}

/** A photo in `images`, as the editor saves it (lib/listings/schemas/fields.ts listingImage). */
type Photo = { path: string; alt_fr: string; alt_en: string };

type Listing = { kind: "entreprises" | "immobilier"; id: number; slug: string; owner_id: string; status: string };

/**
 * Gives the seeded listings their photos: the bytes through the local Storage's own adapter (as an
 * upload writes them; the API would take about 0.1 s per photo here), the listing-images bucket's
 * objects with the metadata lite writes (owner = the listing's owner, as for the editor's upload),
 * and `images` as the editor saves it. Listings that already have photos are left as they are.
 */
export async function seedPhotos(
  { dbUrl, storageDir }: { dbUrl: string; storageDir: string },
  pool: PoolPhoto[],
): Promise<{ listings: number; photos: number; bytes: number }> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const adapter = new FilesystemStorageAdapter(storageDir);
  try {
    const listings = await sql<Listing[]>`
      select 'entreprises' as kind, id, slug, owner_id, status from public.entreprises where images = '[]'::jsonb
      union all
      select 'immobilier', id, slug, owner_id, status from public.immobilier where images = '[]'::jsonb
      order by kind, id`;
    const objects: Array<{ name: string; owner: string; metadata: Record<string, string | number> }> = [];
    const updates: Record<Listing["kind"], Array<{ id: number; images: Photo[] }>> = {
      entreprises: [],
      immobilier: [],
    };
    let bytes = 0;
    let given = 0;
    for (const listing of listings) {
      const count = photoCount(listing.slug, listing.status);
      if (count === 0) continue;
      const images: Photo[] = [];
      for (let n = 1; n <= count; n++) {
        const photo = pool[Math.floor(unit(`photo:${listing.kind}:${listing.slug}:${n}`) * pool.length)]!;
        const name = `${listing.owner_id}/${fileName(listing.kind, listing.slug, n)}`;
        await adapter.copyIn(BUCKET, name, photo.file, "image/webp");
        // The metadata lite records for an upload (FilesystemStorageAdapter.uploadObject's, with its status).
        const metadata = {
          httpStatusCode: 200,
          cacheControl: "max-age=31536000",
          contentLength: photo.size,
          size: photo.size,
          mimetype: "image/webp",
          lastModified: new Date().toISOString(),
          eTag: `"${photo.md5}"`,
        };
        objects.push({ name, owner: listing.owner_id, metadata });
        images.push({ path: name, alt_fr: "", alt_en: "" });
        bytes += photo.size;
      }
      updates[listing.kind].push({ id: listing.id, images });
      given++;
    }
    // The server's own write (as the seed's): published listings take it directly, not as a revision.
    for (const kind of ["entreprises", "immobilier"] as const) {
      await sql`
        update ${sql("public." + kind)} as l set images = u.images
        from jsonb_to_recordset(${sql.json(updates[kind])}) as u (id bigint, images jsonb)
        where l.id = u.id`;
    }
    await sql`
      insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
      select ${BUCKET}, o.name, o.owner::uuid, o.owner, o.metadata, '{}'::jsonb, gen_random_uuid()::text
      from jsonb_to_recordset(${sql.json(objects)}) as o (name text, owner text, metadata jsonb)
      on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`;
    return { listings: given, photos: objects.length, bytes };
  } finally {
    await sql.end();
  }
}
