"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { RowMenu } from "@/components/data-table/row-menu";
import { changeItemStatus, confirmListing, deleteItem } from "@/lib/listings/actions/items";
import { Link } from "@/lib/i18n/navigation";
import { itemPaths, isPublicStatus, type ItemKind } from "@/lib/listings/kinds";

type ListingKind = "entreprise" | "immobilier";
type Status = "submitted" | "draft" | "under_offer" | "published" | "sold" | "archived";
type Message = Parameters<ReturnType<typeof useTranslations<"workspace.actions">>>[0];

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
  deleteAction,
}: {
  kind: ItemKind;
  id: number;
  slug: string;
  status: string;
  title: string;
  /** The deletion to run instead of the plain one (a listing's confidential file goes with it). */
  deleteAction?: (input: { kind: ListingKind; id: number }) => ReturnType<typeof deleteItem>;
}) {
  const t = useTranslations("workspace.actions");
  const paths = itemPaths[kind];
  const listed = isListing(kind) && (status === "published" || status === "under_offer");
  // Which other kind's wording a confirmation or toast takes: a profile, a franchise, or a listing.
  const per = (profile: Message, franchise: Message, listing: Message) =>
    t(kind === "expert" ? profile : kind === "franchise" ? franchise : listing);
  const moves: { key: Message; to: Status; when: boolean; success?: Message; ask?: [Message, string] }[] = [
    { key: "withdraw", to: "draft", when: status === "submitted" },
    { key: "underOffer", to: "under_offer", when: isListing(kind) && status === "published" },
    { key: "backOnMarket", to: "published", when: status === "under_offer" },
    { key: "sold", to: "sold", when: listed, ask: ["soldTitle", t("soldBody")] },
    { key: "reactivate", to: "submitted", when: status === "archived", success: "submitted" },
    {
      key: "archive",
      to: "archived",
      when: status !== "archived",
      ask: ["archiveTitle", per("archiveProfileBody", "archiveFranchiseBody", "archiveBody")],
    },
  ];
  const more = [
    isListing(kind) ? (
      <Link key="file" href={`${paths.workspace}/${id}/dossier`} className={link}>
        {t("file")}
      </Link>
    ) : null,
    listed ? <ConfirmListingButton key="confirm" kind={kind} id={id} /> : null,
    ...moves
      .filter((m) => m.when)
      .map((m) => (
        <ActionButton
          key={m.key}
          size="sm"
          variant="ghost"
          label={t(m.key)}
          success={t(m.success ?? "done")}
          run={() => changeItemStatus({ kind, id, to: m.to })}
          confirm={m.ask && { title: t(m.ask[0], { title }), body: m.ask[1], action: t(m.key) }}
        />
      )),
    kind === "entreprise" && (status === "sold" || status === "archived") ? (
      // The final price and structure, kept private, feed the valuation's medians (issue 42).
      <Link key="sale" href={`${paths.workspace}/${id}/vente`} className={link}>
        {t("recordSale")}
      </Link>
    ) : null,
    <ActionButton
      key="delete"
      size="sm"
      variant="ghost"
      destructive
      label={t("delete")}
      success={per("deletedProfile", "deletedFranchise", "deleted")}
      run={() => (deleteAction && isListing(kind) ? deleteAction({ kind, id }) : deleteItem({ kind, id }))}
      confirm={{
        title: t("deleteTitle", { title }),
        body: per("deleteProfileBody", "deleteFranchiseBody", "deleteBody"),
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
