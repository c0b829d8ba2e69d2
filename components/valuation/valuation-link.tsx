import { Link } from "@/lib/i18n/navigation";

/** A valuation's title, linking to its editor (the owner's list and the back office's). */
export function ValuationLink({ id, title }: { id: string; title: string }) {
  return (
    <Link href={`/admin/evaluations/${id}/edit`} className="text-secondary-800 underline dark:text-secondary-300">
      {title}
    </Link>
  );
}
