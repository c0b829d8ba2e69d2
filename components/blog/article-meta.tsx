import { getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { cn } from "@/lib/cn";
import type { ArticleCard } from "@/lib/blog/types";

/** An article's date (and "updated" date, given one, when its text changed since) and reading time. */
export async function ArticleMeta({
  article: { publishedAt, revisedAt, readingMinutes: minutes },
  locale,
  className,
}: {
  article: Pick<ArticleCard, "publishedAt" | "readingMinutes"> & { revisedAt?: string | null };
  locale: Locale;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: "blog" });
  const revised = revisedAt && formatDate(revisedAt, locale) !== formatDate(publishedAt, locale) ? revisedAt : null;
  return (
    <p className={cn("flex flex-wrap gap-x-2 text-sm text-neutral-700 dark:text-neutral-300", className)}>
      <time dateTime={publishedAt}>{formatDate(publishedAt, locale)}</time>
      {revised ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {t("updated")} <time dateTime={revised}>{formatDate(revised, locale)}</time>
          </span>
        </>
      ) : null}
      <span aria-hidden="true">·</span>
      <span>{t("readingTime", { minutes })}</span>
    </p>
  );
}
