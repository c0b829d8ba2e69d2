import type { ReactNode } from "react";
import { PageHeader } from "@/components/content/page-header";

/** The title band of the catalogue's list pages (as wide as their results), with what a list adds below its intro (`aside`). */
export function CatalogueHeader({
  aside,
  ...header
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <PageHeader width="catalogue" {...header}>
      {aside ? <div className="mt-4 text-neutral-700 dark:text-neutral-300">{aside}</div> : null}
    </PageHeader>
  );
}
