import { Link } from "@/lib/i18n/navigation";

/** Where a detail page sits: links up to the home page, the current page last (not a link). */
export function Breadcrumbs({ label, items }: { label: string; items: { href?: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="text-sm text-neutral-700 dark:text-neutral-300">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <Link href={item.href} className="underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-neutral-950 dark:text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org structured data; "<" is escaped so the JSON can never close the script tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** Key facts as a description list, two columns on wide screens. */
export function FactList({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="border-b border-neutral-200 pb-3 dark:border-neutral-800">
          <dt className="text-sm text-neutral-600 dark:text-neutral-400">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-neutral-950 dark:text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
