import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/ui/avatar";
import type { BlogAuthor } from "@/lib/blog/types";
import type { Locale } from "@/lib/i18n/routing";

/** Who wrote the article: photo (or initials), name, role and short bio in the page's language. */
export async function AuthorCard({ author, locale }: { author: BlogAuthor; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "blog" });
  const role = (locale === "en" && author.role_en) || author.role_fr;
  const bio = (locale === "en" && author.bio_en) || author.bio_fr;
  const alt = (locale === "en" && author.photo_alt_en) || author.photo_alt_fr;
  return (
    <section
      aria-labelledby="article-author"
      className="flex gap-4 rounded-lg border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <Avatar src={author.photo_url} name={author.name} alt={alt} size="3xl" drawnPx={64} className="size-16 text-lg" />
      <div>
        <h2 id="article-author" className="text-sm text-neutral-700 dark:text-neutral-300">
          {t("writtenBy")}{" "}
          <span className="block text-lg font-semibold text-neutral-950 dark:text-white">{author.name}</span>
        </h2>
        {role ? <p className="text-sm font-medium text-primary-800 dark:text-primary-300">{role}</p> : null}
        {bio ? <p className="mt-2 text-sm text-neutral-800 dark:text-neutral-200">{bio}</p> : null}
      </div>
    </section>
  );
}
