import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { IMAGE_QUALITY, isStorageImageUrl } from "@/lib/http/storage-images";
import { largestDrawnWidth, smallestDrawnWidth, variantsDrawn } from "@/lib/image-sizes";
import { widthsOfSrcSet } from "@/lib/srcset-widths";
import { FallbackImage } from "./fallback-image";

// Inlined by Next.js at build; read directly so that a client component using this does not ship zod (lib/env).
const STORAGE_URL = process.env.NEXT_PUBLIC_SUPABASE_URL ?? "";

/** How a photo loads: the first one on screen preloaded at high priority, other visible ones at once, the rest lazily. */
export type ImageLoading = "preload" | "eager" | "lazy";

type Size = { fill: true; sizes: string } | { fill?: false; width: number; height: number; sizes?: undefined };

/**
 * A photo from the project's Storage served at the size it is drawn (Next.js's optimizer: srcset of
 * WebP variants, docs/images.md). The `<img>` attributes are computed where it renders (on the server
 * for server components), so a page ships only the small `FallbackImage`, not next/image's component:
 * it removes itself when the file cannot be loaded, so whatever is drawn underneath (an illustration,
 * initials) shows instead of a broken image. It writes the `srcset` from one address and the widths.
 */
export function StoredImage({
  src,
  alt,
  className,
  loading = "lazy",
  ...size
}: { src: string; alt: string; className?: string; loading?: ImageLoading } & Size) {
  const { props } = getImageProps({
    src,
    alt,
    ...size,
    quality: IMAGE_QUALITY,
    // Addresses outside the Storage buckets (older rows an admin wrote) are drawn as they are, never fetched by the server.
    unoptimized: !isStorageImageUrl(src, STORAGE_URL),
    loading: loading === "lazy" ? "lazy" : "eager",
    fetchPriority: loading === "preload" ? "high" : undefined,
    className,
  });
  if (size.fill && props.srcSet) {
    const smallest = smallestDrawnWidth(size.sizes);
    if (smallest !== null) props.srcSet = variantsDrawn(props.srcSet, smallest, largestDrawnWidth(size.sizes));
  }
  if (loading === "preload")
    preload(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  // The variants' widths instead of their list, when they say the same: the browser's copy of the props stays small.
  const widths = (props.srcSet && widthsOfSrcSet(props.srcSet, props.src)) || undefined;
  return <FallbackImage {...props} srcSet={widths ? undefined : props.srcSet} widths={widths} alt={alt} />;
}
