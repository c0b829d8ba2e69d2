"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";

/**
 * An `<img>` that removes itself when its file cannot be loaded (`StoredImage` gives it its
 * attributes), so whatever is drawn underneath shows instead of a broken image.
 */
export function FallbackImage({ alt, ...props }: ComponentProps<"img"> & { alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The error may have happened before hydration attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, from getImageProps
  return <img ref={ref} alt={alt} {...props} onError={() => setFailed(true)} />;
}
