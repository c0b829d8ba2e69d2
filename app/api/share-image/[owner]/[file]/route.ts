import { listingShareImage } from "@/lib/listings/share-image";
import { IMAGE_CACHE_SECONDS } from "@/lib/http/storage-images";

// Made on the first request for a photo, then served from Next's cache (photos are never overwritten).
export const dynamic = "force-static";
export const revalidate = 2678400;

export function generateStaticParams(): Array<{ owner: string; file: string }> {
  return [];
}

/** A listing photo as the 1,200 × 630 picture of a shared link (og:image, twitter:image). */
export async function GET(_request: Request, { params }: { params: Promise<{ owner: string; file: string }> }) {
  const { owner, file } = await params;
  const image = await listingShareImage(owner, file);
  if (!image) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/jpeg", "cache-control": `public, max-age=${IMAGE_CACHE_SECONDS}, immutable` },
  });
}
