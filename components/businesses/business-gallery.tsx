import { getTranslations } from "next-intl/server";
import { ListingIllustration } from "@/components/listings/listing-illustration";
import { StoredImage } from "@/components/ui/stored-image";
import { cn } from "@/lib/cn";
import { PHOTO_SIZES } from "@/lib/image-sizes";
import { listingImageAlt, listingImageUrl } from "@/lib/listings/photos";
import type { ListingImage } from "@/lib/listings/types";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Every photo of a business from the listing-images bucket: the first one large, the others in
 * a grid below. Each sits over its category's illustration, which is all that shows when the
 * business has no photo or a file fails to load.
 */
export async function BusinessGallery({
  images,
  categoryNameFr,
  title,
  locale,
}: {
  images: ListingImage[];
  categoryNameFr: string;
  title: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "listing.gallery" });
  const photos = images.filter((image) => typeof image?.path === "string" && image.path.length > 0);
  const frame = "relative overflow-hidden rounded-lg bg-primary-50 dark:bg-neutral-800";
  if (photos.length === 0) {
    return (
      <div className={cn(frame, "aspect-[16/9]")} data-testid="listing-illustration">
        <ListingIllustration categoryNameFr={categoryNameFr} />
      </div>
    );
  }
  const alt = (image: ListingImage, index: number) =>
    listingImageAlt(image, locale) || `${title} — ${t("photo", { n: index + 1, total: photos.length })}`;
  return (
    <section aria-label={t("label")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {photos.map((image, index) => (
          <li
            key={image.path}
            className={cn(frame, index === 0 ? "col-span-2 aspect-[16/9] sm:col-span-4" : "aspect-[4/3]")}
          >
            <ListingIllustration categoryNameFr={categoryNameFr} />
            <StoredImage
              src={listingImageUrl(image.path)}
              alt={alt(image, index)}
              fill
              sizes={index === 0 ? PHOTO_SIZES.galleryMain : PHOTO_SIZES.galleryThumb}
              loading={index === 0 ? "preload" : "lazy"}
              className="object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
