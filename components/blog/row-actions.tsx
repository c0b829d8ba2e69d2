"use client";

import { useTranslations } from "next-intl";
import { EditDeleteActions } from "@/components/data-table/row-actions";
import { deleteBlogAuthor } from "@/lib/blog/actions/manage-blog-author";
import { deleteBlogCategory } from "@/lib/blog/actions/manage-blog-category";

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
    <EditDeleteActions
      name={name}
      edit={{ href: `${list}/${id}/edit`, label: t("edit") }}
      remove={{
        label: t("delete"),
        run: () => remove({ id }),
        success: t("deleted", { name }),
        confirm: { title: t("deleteTitle", { name }), body: t("deleteBody"), action: t("delete") },
      }}
    />
  );
}
