"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClasses } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import {
  approveItem,
  archiveItem,
  featureItem,
  highlightItem,
  unfeatureItem,
  unhighlightItem,
} from "@/lib/moderation/actions/moderate-item";
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
  highlighted = false,
  editHref,
  publicHref,
}: {
  kind: ItemKind;
  id: number;
  title: string;
  status: string;
  featured: boolean;
  /** Businesses and properties: set apart in search results. */
  highlighted?: boolean;
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
        <ToggleAction
          on={featured}
          set={{ label: t("feature"), run: () => featureItem(item), success: t("featured") }}
          unset={{ label: t("unfeature"), run: () => unfeatureItem(item), success: t("unfeatured") }}
        />
      ) : null}
      {isPublic && (kind === "entreprise" || kind === "immobilier") ? (
        <HighlightAction item={{ kind, id }} highlighted={highlighted} />
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

type Toggle = { label: string; run: () => Promise<ActionResult<unknown>>; success: string };

/** One button that sets a flag of the item or, when it is on, unsets it. */
function ToggleAction({ on, set, unset }: { on: boolean; set: Toggle; unset: Toggle }) {
  const action = on ? unset : set;
  return <ActionButton size="sm" variant="outline" label={action.label} run={action.run} success={action.success} />;
}

/** Highlights a listing in search results or stops (its owner's plan must include it: the refusal says so). */
function HighlightAction({
  item,
  highlighted,
}: {
  item: { kind: "entreprise" | "immobilier"; id: number };
  highlighted: boolean;
}) {
  const t = useTranslations("highlight.actions");
  return (
    <ToggleAction
      on={highlighted}
      set={{ label: t("highlight"), run: () => highlightItem(item), success: t("highlighted") }}
      unset={{ label: t("unhighlight"), run: () => unhighlightItem(item), success: t("unhighlighted") }}
    />
  );
}
