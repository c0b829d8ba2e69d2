import type { TocEntry } from "@/lib/blog/markdown";
import { cn } from "@/lib/cn";

/** The article's headings as in-page links (h3 indented under their h2). Nothing for fewer than two. */
export function TableOfContents({ entries, title, lang }: { entries: TocEntry[]; title: string; lang?: string }) {
  if (entries.length < 2) return null;
  return (
    <nav aria-labelledby="article-toc" className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <h2
        id="article-toc"
        className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300"
      >
        {title}
      </h2>
      <ol lang={lang} className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.level === 3 && "pl-4")}>
            <a
              href={`#${entry.id}`}
              className="text-neutral-800 hover:text-primary-800 hover:underline dark:text-neutral-200 dark:hover:text-primary-300"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
