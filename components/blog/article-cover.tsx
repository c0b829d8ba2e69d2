import { cn } from "@/lib/cn";
import type { ArticleCard } from "@/lib/blog/types";
import { StoredImage, type ImageLoading } from "@/components/ui/stored-image";

/**
 * An article's cover photo, or, without one, a drawing in the site's colours (decorative: the title
 * says what the article is about). The box keeps its 16:9 shape either way.
 */
export function ArticleCover({
  article: { coverUrl: url, coverAlt: alt },
  sizes,
  loading,
  className,
}: {
  article: Pick<ArticleCard, "coverUrl" | "coverAlt">;
  sizes: string;
  loading?: ImageLoading;
  className?: string;
}) {
  return (
    <div className={cn("listing-image aspect-[16/9]", className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 160 90"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full text-primary-200 dark:text-primary-950"
      >
        <rect width="160" height="90" className="fill-primary-50 dark:fill-neutral-800" />
        <circle cx="128" cy="18" r="34" fill="currentColor" opacity="0.7" />
        <path d="M0 70 Q40 48 80 64 T160 56 V90 H0 Z" fill="currentColor" />
        <g className="fill-primary-700/60 dark:fill-primary-400/50">
          <rect x="26" y="30" width="40" height="5" rx="2.5" />
          <rect x="26" y="40" width="58" height="3" rx="1.5" />
          <rect x="26" y="46" width="50" height="3" rx="1.5" />
        </g>
      </svg>
      {url ? <StoredImage src={url} alt={alt} fill sizes={sizes} loading={loading} className="object-cover" /> : null}
    </div>
  );
}
