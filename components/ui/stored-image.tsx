"use client";

import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { IMAGE_QUALITY, isStorageImageUrl } from "@/lib/http/storage-images";

// Inlined by Next.js at build; read directly so that this client component does not ship zod (lib/env).
const STORAGE_URL = process.env.NEXT_PUBLIC_SUPABASE_URL ?? "";

/** How a photo loads: the first one on screen preloaded at high priority, other visible ones at once, the rest lazily. */
export type ImageLoading = "preload" | "eager" | "lazy";

type Size = { fill: true; sizes: string } | { fill?: false; width: number; height: number; sizes?: undefined };

/**
 * A photo from the project's Storage served at the size it is drawn (Next.js's optimizer: srcset of
 * WebP variants, docs/images.md). It removes itself when the file cannot be loaded, so whatever is
 * drawn underneath (an illustration, initials) shows instead of a broken image.
 */
export function StoredImage({
  src,
  alt,
  className,
  loading = "lazy",
  ...size
}: { src: string; alt: string; className?: string; loading?: ImageLoading } & Size) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The error may have happened before hydration attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <Image
      ref={ref}
      src={src}
      alt={alt}
      {...size}
      quality={IMAGE_QUALITY}
      // Addresses outside the Storage buckets (older rows an admin wrote) are drawn as they are, never fetched by the server.
      unoptimized={!isStorageImageUrl(src, STORAGE_URL)}
      preload={loading === "preload"}
      loading={loading === "lazy" ? "lazy" : "eager"}
      fetchPriority={loading === "preload" ? "high" : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
