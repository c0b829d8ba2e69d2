"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import { srcSetOf } from "@/lib/srcset";

/**
 * An `<img>` that removes itself when its file cannot be loaded (`StoredImage` gives it its
 * attributes), so whatever is drawn underneath shows instead of a broken image. Given `widths`, its
 * `srcset` lists `src` at each of them (lib/srcset.ts).
 */
export function FallbackImage({
  alt,
  widths,
  sizes,
  srcSet,
  src,
  ...props
}: ComponentProps<"img"> & { alt: string; widths?: readonly number[] }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The error may have happened before hydration attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  // sizes and srcset before src, as next/image writes them: a browser given src first may fetch it.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from getImageProps
    <img
      ref={ref}
      alt={alt}
      {...props}
      sizes={sizes}
      srcSet={widths && typeof src === "string" ? srcSetOf(src, widths) : srcSet}
      src={src}
      onError={() => setFailed(true)}
    />
  );
}
