"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/data-table/action-button";
import { RowMenu } from "@/components/data-table/row-menu";
import { changeItemStatus, confirmListing, deleteItem } from "@/lib/listings/actions/items";
import { Link } from "@/lib/i18n/navigation";
import { itemPaths, isPublicStatus, type ItemKind } from "@/lib/listings/kinds";

type ListingKind = "entreprise" | "immobilier";

/** Only listings are confirmed, under offer or sold; expert profiles and franchises are online or not. */
const isListing = (kind: ItemKind): kind is ListingKind => kind === "entreprise" || kind === "immobilier";

const link =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold text-primary-800 hover:bg-neutral-100 dark:text-primary-300 dark:hover:bg-neutral-800";

/** "Still available": confirms the listing today. */
export function ConfirmListingButton({ kind, id }: { kind: ListingKind; id: number }) {
  const t = useTranslations("workspace.actions");
  return (
    <ActionButton
      size="sm"
      variant="outline"
      label={t("confirm")}
      success={t("confirmed")}
      run={() => confirmListing({ kind, id })}
    />
  );
}

/** What the owner can do with one listing or expert profile, given its status (the database checks each change again). */
export function ItemRowActions({
  kind,
  id,
  slug,
  status,
  title,
}: {
  kind: ItemKind;
  id: number;
  slug: string;
  status: string;
  title: string;
}) {
  const t = useTranslations("workspace.actions");
  const move = (to: "submitted" | "draft" | "under_offer" | "published" | "sold" | "archived") => () =>
    changeItemStatus({ kind, id, to });
  const paths = itemPaths[kind];
  const more = [
    isListing(kind) ? (
      <Link key="file" href={`${paths.workspace}/${id}/dossier`} className={link}>
        {t("file")}
      </Link>
    ) : null,
    isListing(kind) && (status === "published" || status === "under_offer") ? (
      <ConfirmListingButton key="confirm" kind={kind} id={id} />
    ) : null,
    status === "submitted" ? (
      <ActionButton
        key="withdraw"
        size="sm"
        variant="ghost"
        label={t("withdraw")}
        success={t("done")}
        run={move("draft")}
      />
    ) : null,
    isListing(kind) && status === "published" ? (
      <ActionButton
        key="offer"
        size="sm"
        variant="ghost"
        label={t("underOffer")}
        success={t("done")}
        run={move("under_offer")}
      />
    ) : null,
    status === "under_offer" ? (
      <ActionButton
        key="back"
        size="sm"
        variant="ghost"
        label={t("backOnMarket")}
        success={t("done")}
        run={move("published")}
      />
    ) : null,
    isListing(kind) && (status === "published" || status === "under_offer") ? (
      <ActionButton
        key="sold"
        size="sm"
        variant="ghost"
        label={t("sold")}
        success={t("done")}
        run={move("sold")}
        confirm={{ title: t("soldTitle", { title }), body: t("soldBody"), action: t("sold") }}
      />
    ) : null,
    status === "archived" ? (
      <ActionButton
        key="reactivate"
        size="sm"
        variant="ghost"
        label={t("reactivate")}
        success={t("submitted")}
        run={move("submitted")}
      />
    ) : null,
    status !== "archived" ? (
      <ActionButton
        key="archive"
        size="sm"
        variant="ghost"
        label={t("archive")}
        success={t("done")}
        run={move("archived")}
        confirm={{
          title: t("archiveTitle", { title }),
          body:
            kind === "expert"
              ? t("archiveProfileBody")
              : kind === "franchise"
                ? t("archiveFranchiseBody")
                : t("archiveBody"),
          action: t("archive"),
        }}
      />
    ) : null,
    <ActionButton
      key="delete"
      size="sm"
      variant="ghost"
      destructive
      label={t("delete")}
      success={kind === "expert" ? t("deletedProfile") : kind === "franchise" ? t("deletedFranchise") : t("deleted")}
      run={() => deleteItem({ kind, id })}
      confirm={{
        title: t("deleteTitle", { title }),
        body:
          kind === "expert"
            ? t("deleteProfileBody")
            : kind === "franchise"
              ? t("deleteFranchiseBody")
              : t("deleteBody"),
        action: t("delete"),
      }}
    />,
  ].filter(Boolean);
  return (
    <div className="flex items-start gap-1">
      {status !== "sold" && status !== "archived" ? (
        <Link href={`${paths.workspace}/${id}/edit`} className={link}>
          {t("edit")}
        </Link>
      ) : null}
      {kind === "expert" ? (
        // The directory has no page per expert: a published profile is found there by its name.
        status === "published" ? (
          <Link href={{ pathname: paths.public, query: { q: title } }} className={link}>
            {t("openPublic")}
          </Link>
        ) : null
      ) : (
        <Link href={`${paths.public}/${kind === "franchise" ? id : slug}`} className={link}>
          {isPublicStatus(status) ? t("openPublic") : t("preview")}
        </Link>
      )}
      <RowMenu
        label={t("moreFor", { title })}
        summary={
          <>
            {t("more")} <span aria-hidden>▾</span>
          </>
        }
      >
        {more}
      </RowMenu>
    </div>
  );
}
