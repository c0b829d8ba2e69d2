import "server-only";
import sharp from "sharp";
import { publicEnv } from "@/lib/env";
import { SHARE_IMAGE_SIZE } from "@/lib/http/storage-images";
import { LISTING_IMAGES_BUCKET } from "./photos";

const OWNER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

/**
 * A listing photo cropped to the 1,200 × 630 picture social networks show for a shared link (JPEG,
 * which every network reads), keeping the part of the photo that draws the eye. Null when the path
 * is not a listing photo's or the file is not an image Storage has: the server only ever asks its own
 * Storage for a file of the listing-images bucket.
 */
export async function listingShareImage(owner: string, file: string): Promise<Buffer | null> {
  if (!OWNER.test(owner) || !FILE.test(file)) return null;
  const base = publicEnv().NEXT_PUBLIC_SUPABASE_URL.replace(/\/$/, "");
  const response = await fetch(`${base}/storage/v1/object/public/${LISTING_IMAGES_BUCKET}/${owner}/${file}`, {
    redirect: "error",
    cache: "no-store",
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response?.ok || !/^image\/(jpeg|png|webp|avif)$/.test(response.headers.get("content-type") ?? "")) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  return sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
    .catch(() => null);
}
