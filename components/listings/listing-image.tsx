import { cn } from "@/lib/cn";
import { listingImageAlt, listingImageUrl } from "@/lib/listings/photos";
import type { ListingImage as Photo } from "@/lib/listings/types";
import type { Locale } from "@/lib/i18n/routing";
import { illustrationBackground } from "./listing-illustration";
import { StoredImage, type ImageLoading } from "@/components/ui/stored-image";

/**
 * A listing's first photo from the listing-images bucket, over the illustration of its
 * category: without a photo (or when it fails to load) the illustration shows.
 */
export function ListingImage({
  images,
  categoryNameFr,
  locale,
  className,
  sizes,
  loading,
}: {
  images: Photo[];
  categoryNameFr: string | null | undefined;
  locale: Locale;
  className?: string;
  /** How wide the frame is drawn at each breakpoint (lib/image-sizes.ts). */
  sizes: string;
  loading?: ImageLoading;
}) {
  const first = images.find((image) => typeof image?.path === "string" && image.path.length > 0);
  return (
    // The frame's background is the category's drawing: a photo covers it, a missing one uncovers it.
    <div className={cn("listing-image", illustrationBackground(categoryNameFr), className)}>
      {first ? (
        <StoredImage
          src={listingImageUrl(first.path)}
          alt={listingImageAlt(first, locale)}
          fill
          sizes={sizes}
          loading={loading}
          className="object-cover"
        />
      ) : null}
    </div>
  );
}
