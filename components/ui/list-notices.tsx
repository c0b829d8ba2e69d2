import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** Which filters of the URL were not understood and were ignored. */
export function InvalidFiltersNotice({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p
      role="status"
      className="mt-6 rounded-md border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-950 dark:border-warning-700 dark:bg-warning-950 dark:text-warning-50"
    >
      {text}
    </p>
  );
}

/** A list with no result: why, and a way back to everything. */
export function EmptyResults({
  title,
  text,
  reset,
  pathname,
}: {
  title: string;
  text: string;
  reset: string;
  pathname: string;
}) {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-neutral-300 px-6 py-12 text-center dark:border-neutral-700">
      <h3 className="text-lg font-semibold text-neutral-950 dark:text-white">{title}</h3>
      <p className="mx-auto mt-2 max-w-xl text-neutral-700 dark:text-neutral-300">{text}</p>
      <Link href={pathname} className={buttonClasses({ variant: "outline", className: "mt-5" })}>
        {reset}
      </Link>
    </div>
  );
}

/** A page past the last one (an old link, a list that shrank): how many pages there are, and the first. */
export async function PageOutOfRange({
  pages,
  pathname,
  query,
  locale,
  framed = true,
}: {
  pages: number;
  pathname: string;
  query: Record<string, string | string[] | undefined>;
  locale: Locale;
  /** In a box of its own (false: inside one already, a table's empty state). */
  framed?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "catalogue.pagination" });
  const first = Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | string[]] => entry[0] !== "page" && entry[1] !== undefined,
    ),
  );
  return (
    <div className={framed ? "mt-6 rounded-lg border border-neutral-200 p-6 dark:border-neutral-800" : undefined}>
      <p>{t("outOfRange", { pages })}</p>
      <Link
        href={{ pathname, query: first }}
        className="mt-3 inline-block font-semibold text-secondary-800 underline dark:text-secondary-300"
      >
        {t("firstPage")}
      </Link>
    </div>
  );
}
