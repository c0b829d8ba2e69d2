import { illustrationBackground } from "@/components/listings/listing-illustration";
import { StoredImage } from "@/components/ui/stored-image";
import { cn } from "@/lib/cn";

/**
 * The franchisor's logo over the illustration of its sector: without a logo, or when its file
 * cannot be loaded, the illustration shows.
 */
export function FranchiseLogo({
  logoUrl,
  alt,
  categoryNameFr,
  sizes,
  className,
}: {
  logoUrl: string | null;
  alt: string;
  categoryNameFr: string;
  /** How wide the frame is drawn (PHOTO_SIZES in lib/image-sizes.ts). */
  sizes: string;
  className?: string;
}) {
  return (
    <div className={cn("listing-image", illustrationBackground(categoryNameFr), className)}>
      {logoUrl ? (
        <StoredImage src={logoUrl} alt={alt} fill sizes={sizes} className="bg-white object-contain p-4" />
      ) : null}
    </div>
  );
}
