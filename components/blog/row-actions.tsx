"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/data-table/action-button";
import { buttonClasses } from "@/components/ui/button";
import { deleteBlogAuthor } from "@/lib/blog/actions/manage-blog-author";
import { deleteBlogCategory } from "@/lib/blog/actions/manage-blog-category";
import { Link } from "@/lib/i18n/navigation";

const kinds = {
  blogCategories: { list: "/admin/gestion/blog/categories", remove: deleteBlogCategory },
  blogAuthors: { list: "/admin/gestion/blog/authors", remove: deleteBlogAuthor },
} as const;

/**
 * A blog category's or author's row actions: edit, and delete after a confirmation (refused, and
 * the refusal toasted, while articles use it). `kind` is also the namespace of its texts.
 */
export function BlogRowActions({ kind, id, name }: { kind: keyof typeof kinds; id: number; name: string }) {
  const t = useTranslations(kind);
  const { list, remove } = kinds[kind];
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={`${list}/${id}/edit`} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("edit")}
        <span className="sr-only"> {name}</span>
      </Link>
      <ActionButton
        size="sm"
        variant="ghost"
        destructive
        label={t("delete")}
        run={() => remove({ id })}
        success={t("deleted", { name })}
        confirm={{ title: t("deleteTitle", { name }), body: t("deleteBody"), action: t("delete") }}
      >
        {t("delete")}
        <span className="sr-only"> {name}</span>
      </ActionButton>
    </div>
  );
}
