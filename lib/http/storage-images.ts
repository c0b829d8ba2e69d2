/**
 * What Next.js's image optimizer may resize (issue 26, docs/images.md): only public files of the
 * project's own Storage image buckets, at the widths and the one quality below, in WebP.
 */

/** The public buckets that hold photos (supabase/migrations/…_platform.sql); both refuse SVG at upload. */
const STORAGE_IMAGE_BUCKETS = ["listing-images", "avatars"] as const;

/** The quality of every variant: chosen by eye beside the original (docs/images.md). */
export const IMAGE_QUALITY = 70;

/**
 * Widths of photos drawn across a share of the screen: §9's breakpoints at densities 1 and 2 up to
 * 2048 (the editor stores 2000 px at most), with 360 (a phone's gallery thumbnail, 186 px, at 1.75),
 * 750 and 828 (a 375 and a 414 px phone's full width at density 2) in place of 768, so that a phone's
 * photo never takes a variant wider than twice its drawn width.
 */
export const DEVICE_SIZES = [320, 360, 640, 750, 828, 1024, 1280, 1536, 2048];
/** Widths of photos drawn at a fixed size (avatars 16–96 px, thumbnails, logos) at densities 1 and 2. */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 192, 256, 384];

/** A variant stays cached this long (files are never overwritten: every upload gets a new name). */
export const IMAGE_CACHE_SECONDS = 31 * 24 * 3600;

/** The size of the picture social networks show for a shared link (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type StoragePattern = { protocol: "http" | "https"; hostname: string; port: string; pathname: string };

/** The optimizer's remotePatterns: the Storage host, exactly, and its image buckets' public paths. */
export function storageImagePatterns(supabaseUrl: string): StoragePattern[] {
  if (!URL.canParse(supabaseUrl)) return [];
  const url = new URL(supabaseUrl);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return STORAGE_IMAGE_BUCKETS.map((bucket) => ({
    protocol,
    hostname: url.hostname,
    port: url.port,
    pathname: `/storage/v1/object/public/${bucket}/**`,
  }));
}

/** Whether a URL is a file the optimizer accepts (anything else is drawn as it is). */
export function isStorageImageUrl(src: string, supabaseUrl: string): boolean {
  if (!URL.canParse(src) || !URL.canParse(supabaseUrl)) return false;
  const url = new URL(src);
  const storage = new URL(supabaseUrl);
  if (url.origin !== storage.origin || url.search || url.hash) return false;
  return STORAGE_IMAGE_BUCKETS.some((bucket) => {
    const prefix = `/storage/v1/object/public/${bucket}/`;
    return (
      url.pathname.startsWith(prefix) && url.pathname.length > prefix.length && !/\/\.\.?(\/|$)/.test(url.pathname)
    );
  });
}
