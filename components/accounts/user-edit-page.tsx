import { BoxSection } from "@/components/content/titled-section";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { userEditPath, usersPath } from "@/lib/accounts/admin-user-list";
import { UserPlanPanel } from "@/components/accounts/user-plan-panel";
import { getUserPage, type AuditEntry } from "@/lib/accounts/queries/admin-users";
import { profileDetailsValues } from "@/lib/accounts/schemas/profile";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { UserBlockControl, UserDetailsForm, UserRoleControl } from "./user-account-form";
import { displayName } from "./user-list-page";
import { elision } from "@/lib/i18n/elision";
import { EditHeader } from "@/components/data-table/list-page";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const AUDIT_ACTIONS = ["profile", "admin_granted", "admin_removed", "blocked", "unblocked"] as const;
const AUDIT_FIELDS = [
  "first_name",
  "last_name",
  "mobile_phone",
  "address_line1",
  "address_line2",
  "city",
  "province",
  "country",
  "postal_code",
  "public_page_enabled",
  "public_bio",
  "public_slug",
  "avatar_url",
  "is_admin",
  "suspended_at",
  "suspension_reason",
] as const;

function known<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/**
 * One account in the back office (§2 /admin/gestion/utilisateurs/{id}/edit): its profile, the admin
 * flag, the block and what admins changed on it; an unknown id is a 404.
 */
export async function UserEditPage({ locale, id, viewerId }: { locale: Locale; id: string; viewerId: string }) {
  if (!UUID.test(id)) notFound();
  const t = await getTranslations({ locale, namespace: "usersAdmin" });
  const page = await getUserPage(await createClient(), id);
  if (!page) notFound();
  const { account, audit } = page;
  const name = displayName(account) || account.email || t("noName");
  const dateTime = (iso: string) => formatDateTime(iso, locale);
  const auditLine = (entry: AuditEntry) => {
    const fields = Object.keys(entry.changes)
      .filter((field) => known(AUDIT_FIELDS, field))
      .map((field) => t(`audit.fields.${field}` as `audit.fields.${(typeof AUDIT_FIELDS)[number]}`));
    return { action: known(AUDIT_ACTIONS, entry.action) ? t(`audit.actions.${entry.action}`) : entry.action, fields };
  };

  return (
    <div className="space-y-6">
      <EditHeader href={usersPath} back={t("back")} title={t("editTitle", { name, elision: elision(name) })}>
        <p className="[overflow-wrap:anywhere] text-neutral-700 dark:text-neutral-300">
          {account.email} · {t("signedUp", { date: formatDate(account.created_at, locale) })}
        </p>
      </EditHeader>
      <ClientMessages namespaces={["usersAdmin", "formKit", "profile", "auth", "dataTable"]}>
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <UserDetailsForm
            key={userEditPath(id)}
            label={t("details.title")}
            defaultValues={{
              userId: account.id,
              details: profileDetailsValues(account),
            }}
          />
          <div className="space-y-6">
            <UserRoleControl
              userId={account.id}
              name={name}
              isAdmin={account.is_admin}
              isSelf={account.id === viewerId}
            />
            <UserBlockControl
              userId={account.id}
              name={name}
              isSelf={account.id === viewerId}
              blocked={
                account.suspended_at
                  ? { since: dateTime(account.suspended_at), reason: account.suspension_reason }
                  : null
              }
            />
          </div>
        </div>
      </ClientMessages>
      <div className="rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
        <UserPlanPanel userId={account.id} status={page.plan} changes={page.planChanges} />
      </div>
      <BoxSection
        id="user-audit"
        title={t("audit.title")}
        className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
      >
        {audit.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t("audit.empty")}</p>
        ) : (
          <ol className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {audit.map((entry) => {
              const line = auditLine(entry);
              return (
                <li key={entry.id} className="space-y-0.5 py-2 text-sm">
                  <p>
                    <span className="font-semibold">{line.action}</span>{" "}
                    <span className="text-neutral-700 dark:text-neutral-300">
                      {t("audit.by", { actor: entry.actor?.email ?? t("audit.unknownActor") })} ·{" "}
                      <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
                    </span>
                  </p>
                  {line.fields.length > 0 ? (
                    <p className="text-neutral-700 dark:text-neutral-300">
                      {t("audit.fieldsChanged", { fields: line.fields.join(", ") })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </BoxSection>
    </div>
  );
}
