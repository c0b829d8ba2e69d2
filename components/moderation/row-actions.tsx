"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/data-table/action-button";
import { buttonClasses } from "@/components/ui/button";
import { approveItem, archiveItem, featureItem, unfeatureItem } from "@/lib/moderation/actions/moderate-item";
import { Link } from "@/lib/i18n/navigation";
import type { ItemKind } from "@/lib/listings/kinds";
import { RejectDialog } from "./reject-dialog";

/** What an admin can do with one row of a queue; each button shows only when the status allows it. */
export function RowActions({
  kind,
  id,
  title,
  status,
  featured,
  editHref,
  publicHref,
}: {
  kind: ItemKind;
  id: number;
  title: string;
  status: string;
  featured: boolean;
  editHref: string;
  publicHref: string;
}) {
  const t = useTranslations("moderation.actions");
  const item = { kind, id };
  const canApprove = ["submitted", "draft", "rejected", "archived"].includes(status);
  const canReject = ["submitted", "published", "rejected"].includes(status);
  const isPublic = ["published", "under_offer", "sold"].includes(status);
  return (
    <div role="group" aria-label={t("label", { title })} className="flex flex-wrap gap-2">
      <Link href={editHref} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("open")}
      </Link>
      <Link href={publicHref} className={buttonClasses({ variant: "ghost", size: "sm" })}>
        {t("preview")}
      </Link>
      {canApprove ? (
        <ActionButton
          size="sm"
          label={t("approve")}
          run={() => approveItem(item)}
          success={t("approved")}
          confirm={{ title: t("approveTitle", { title }), body: t("approveBody"), action: t("approve") }}
        />
      ) : null}
      {canReject ? <RejectDialog kind={kind} id={id} title={title} /> : null}
      {isPublic ? (
        featured ? (
          <ActionButton
            size="sm"
            variant="outline"
            label={t("unfeature")}
            run={() => unfeatureItem(item)}
            success={t("unfeatured")}
          />
        ) : (
          <ActionButton
            size="sm"
            variant="outline"
            label={t("feature")}
            run={() => featureItem(item)}
            success={t("featured")}
          />
        )
      ) : null}
      {status !== "archived" ? (
        <ActionButton
          size="sm"
          variant="ghost"
          destructive
          label={t("archive")}
          run={() => archiveItem(item)}
          success={t("archived")}
          confirm={{ title: t("archiveTitle", { title }), body: t("archiveBody"), action: t("archive") }}
        />
      ) : null}
    </div>
  );
}
