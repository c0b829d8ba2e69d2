"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { RowMenu } from "@/components/data-table/row-menu";
import { buttonClasses } from "@/components/ui/button";
import { changeArticleStatus } from "@/lib/blog/actions/change-article-status";
import { deleteArticle } from "@/lib/blog/actions/delete-article";
import { Link } from "@/lib/i18n/navigation";
import type { ArticleStatus } from "@/lib/blog/types";

/** What an administrator can do with one article of the table; each button shows when its status allows it. */
export function ArticleRowActions({
  id,
  title,
  status,
  slug,
}: {
  id: number;
  title: string;
  status: ArticleStatus;
  slug: string;
}) {
  const t = useTranslations("blogAdmin.actions");
  const isPublic = status === "published" || status === "scheduled";
  return (
    <div role="group" aria-label={t("label", { title })} className="flex flex-nowrap items-center gap-2">
      <Link href={`/admin/gestion/blog/${id}/edit`} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("edit")}
      </Link>
      <RowMenu
        label={t("more", { title })}
        summary={
          <>
            {t("moreShort")} <span aria-hidden>▾</span>
          </>
        }
      >
        <Link
          href={status === "published" ? `/blog/${slug}` : `/blog/${slug}?apercu=1`}
          className={buttonClasses({ variant: "ghost", size: "sm" })}
        >
          {status === "published" ? t("view") : t("preview")}
        </Link>
        {status === "draft" || status === "archived" ? (
          <ActionButton
            size="sm"
            label={t("publish")}
            run={() => changeArticleStatus({ id, status: "published" })}
            success={t("published")}
          />
        ) : null}
        {isPublic ? (
          <ActionButton
            size="sm"
            variant="outline"
            label={t("archive")}
            run={() => changeArticleStatus({ id, status: "archived" })}
            success={t("archived")}
            confirm={{ title: t("archiveTitle", { title }), body: t("archiveBody"), action: t("archive") }}
          />
        ) : null}
        <ActionButton
          size="sm"
          variant="ghost"
          destructive
          label={t("delete")}
          run={() => deleteArticle({ id })}
          success={t("deleted")}
          confirm={{ title: t("deleteTitle", { title }), body: t("deleteBody"), action: t("delete") }}
        />
      </RowMenu>
    </div>
  );
}
