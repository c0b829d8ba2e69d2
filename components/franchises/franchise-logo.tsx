import { illustrationBackground } from "@/components/listings/listing-illustration";
import { cn } from "@/lib/cn";

/** The franchisor's logo when there is one, else the illustration of its sector as the frame's background. */
export function FranchiseLogo({
  logoUrl,
  alt,
  categoryNameFr,
  className,
}: {
  logoUrl: string | null;
  alt: string;
  categoryNameFr: string;
  className?: string;
}) {
  return (
    <div className={cn("listing-image", !logoUrl && illustrationBackground(categoryNameFr), className)}>
      {logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos come from any host the franchisor gives
        <img
          src={logoUrl}
          alt={alt}
          loading="lazy"
          className="absolute inset-0 size-full bg-white object-contain p-4"
        />
      ) : null}
    </div>
  );
}
