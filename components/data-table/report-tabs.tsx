import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";

/** The views of a back-office page as links (the view is in the URL); the current one is marked. */
export function ReportTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 border-b border-neutral-200 dark:border-neutral-800">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium",
                tab.current
                  ? "border-primary-700 text-primary-900 dark:border-primary-300 dark:text-primary-100"
                  : "border-transparent text-neutral-700 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
