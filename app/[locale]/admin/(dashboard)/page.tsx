import { BoxSection, TitledSection } from "@/components/content/titled-section";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MyFinancingRequests } from "@/components/financing/my-financing-requests";
import { PlanSummary } from "@/components/accounts/plan-summary";
import { getPlanStatus } from "@/lib/accounts/queries/plans";
import { isPlanId } from "@/lib/accounts/plans";
import { Avatar } from "@/components/ui/avatar";
import { buttonClasses } from "@/components/ui/button";
import { ConfirmListingButton } from "@/components/listings/item-row-actions";
import { StatusBadge } from "@/components/listings/status-badge";
import { requireUser } from "@/lib/auth/guards";
import { profileView } from "@/lib/accounts/queries/profiles";
import { countUnreadInquiries } from "@/lib/listings/queries/inbox";
import { getWorkspaceSummary, listListingsToConfirm } from "@/lib/listings/queries/items";
import { formatRelativeDate } from "@/lib/i18n/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { createAdminClient } from "@/lib/supabase/admin";
import { createClient } from "@/lib/supabase/server";
import { itemPaths, type ItemKind } from "@/lib/listings/kinds";
import { signedInMetadata } from "@/lib/site/metadata";

export const generateMetadata = signedInMetadata("dashboard.metaTitle");

const ACTIVE_STATUSES = new Set(["submitted", "published", "under_offer"]);

/** The dashboard's cards: a box with a small heading. */
const CARD = {
  className: "rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900",
  titleClassName: "font-semibold",
};

/** The workspace's home: the user's items by status, unread inquiries, listings to confirm, shortcuts to create. */
export default async function DashboardPage({ params, searchParams }: PageProps<"/[locale]/admin">) {
  const { locale } = await params;
  // A plan chosen on /forfaits while signed in (the guest guard sends it here): offered in the plan card.
  const { forfait } = await searchParams;
  setRequestLocale(locale as Locale);
  const session = await requireUser();
  const [t, tw] = await Promise.all([getTranslations("dashboard"), getTranslations("workspace")]);
  const client = await createClient();
  const [summary, toConfirm, unread, plan] = await Promise.all([
    getWorkspaceSummary(client),
    // By owner: a column the API roles do not read (confidential listings); the user's own rows only.
    listListingsToConfirm(createAdminClient(), session.user.id),
    countUnreadInquiries(client),
    getPlanStatus(client, session.user.id),
  ]);
  // What the plan's limit counts (listing_plan_guard): businesses and properties submitted, published or under offer.
  const activeListings = summary
    .filter((s) => (s.kind === "entreprise" || s.kind === "immobilier") && ACTIVE_STATUSES.has(s.status))
    .reduce((n, s) => n + s.items, 0);
  const view = profileView(session.user, session.profile, t("userFallback"));
  const publicPage = view.publicPageEnabled && view.slug ? `/vendeur/${view.slug}` : null;
  const kinds: ItemKind[] = ["entreprise", "immobilier", "expert", "franchise"];
  const kindLabels = {
    entreprise: tw("nav.businesses"),
    immobilier: tw("nav.properties"),
    expert: tw("nav.experts"),
    franchise: tw("nav.franchises"),
  };
  const kindTotals = {
    entreprise: "dashboard.kindTotal",
    immobilier: "dashboard.kindTotal",
    expert: "dashboard.profileTotal",
    franchise: "dashboard.franchiseTotal",
  } as const;
  const shortcuts = [
    { href: "/admin/entreprises/new", label: tw("dashboard.createBusiness"), hint: tw("dashboard.createBusinessHint") },
    { href: "/admin/immobilier/new", label: tw("dashboard.createProperty"), hint: tw("dashboard.createPropertyHint") },
    { href: "/admin/experts/new", label: tw("dashboard.createExpert"), hint: tw("dashboard.createExpertHint") },
    {
      href: "/admin/gestion/franchises/new",
      label: tw("dashboard.createFranchise"),
      hint: tw("dashboard.createFranchiseHint"),
    },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <div className="flex items-center gap-4">
        <Avatar src={view.avatarUrl} name={view.fullName} size="3xl" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="dashboard-greeting">
            {t("greeting", { name: view.fullName })}
          </h1>
          <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t("intro")}</p>
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <TitledSection id="ws-counts" title={tw("dashboard.countsTitle")} {...CARD}>
          {summary.length === 0 ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{tw("dashboard.countsEmpty")}</p>
          ) : (
            kinds.map((kind) => {
              const rows = summary.filter((s) => s.kind === kind);
              if (rows.length === 0) return null;
              return (
                <div key={kind} className="mt-3">
                  <Link href={itemPaths[kind].workspace} className="text-sm font-medium underline">
                    {kindLabels[kind]} — {tw(kindTotals[kind], { count: rows.reduce((n, r) => n + r.items, 0) })}
                  </Link>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {rows.map((r) => (
                      <li key={r.status}>
                        <Link
                          href={`${itemPaths[kind].workspace}?status=${r.status}`}
                          className="inline-flex items-center gap-1 text-sm"
                        >
                          <StatusBadge status={r.status} /> <span className="tabular-nums">{r.items}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })
          )}
        </TitledSection>

        <TitledSection id="ws-unread" title={tw("dashboard.unreadTitle")} {...CARD}>
          <p className="mt-2 text-3xl font-bold tabular-nums" data-testid="unread-count">
            {unread}
          </p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{tw("dashboard.unread", { count: unread })}</p>
          <Link href="/admin/demandes" className="mt-2 inline-block text-sm font-medium underline">
            {tw("dashboard.unreadLink")}
          </Link>
        </TitledSection>

        <TitledSection id="ws-create" title={tw("dashboard.createTitle")} {...CARD}>
          <ul className="mt-2 space-y-4">
            {shortcuts.map((s, index) => (
              <li key={s.href}>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">{s.hint}</p>
                <Link
                  href={s.href}
                  className={buttonClasses({ className: "mt-2", variant: index === 0 ? "primary" : "outline" })}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>

      <PlanSummary status={plan} activeListings={activeListings} chosen={isPlanId(forfait) ? forfait : null} />

      <MyFinancingRequests />

      <TitledSection id="ws-confirm" title={tw("dashboard.confirmTitle")} {...CARD}>
        {toConfirm.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{tw("dashboard.confirmNone")}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{tw("dashboard.confirmIntro")}</p>
            <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
              {toConfirm.map((r) => (
                <li key={`${r.kind}-${r.id}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <Link href={`${itemPaths[r.kind].workspace}/${r.id}/edit`} className="font-medium underline">
                      {locale === "en" && r.title_en ? r.title_en : r.title_fr}
                    </Link>{" "}
                    <span className="text-sm text-neutral-600 dark:text-neutral-400">
                      {formatRelativeDate(r.last_confirmed_at, locale as Locale)}
                    </span>
                  </span>
                  <ConfirmListingButton kind={r.kind} id={r.id} />
                </li>
              ))}
            </ul>
          </>
        )}
      </TitledSection>

      <BoxSection id="dashboard-areas" title={t("areasTitle")}>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[
            ...(["profile", "preferences"] as const).map((key) => ({
              href: key === "profile" ? "/profil" : "/profil#preferences",
              title: t(`areas.${key}.title`),
              description: t(`areas.${key}.description`),
            })),
            ...(publicPage
              ? [
                  {
                    href: publicPage,
                    title: t("areas.publicPage.title"),
                    description: t("areas.publicPage.description"),
                  },
                ]
              : []),
            ...(view.isAdmin
              ? [
                  {
                    href: "/admin/gestion",
                    title: t("areas.gestion.title"),
                    description: t("areas.gestion.description"),
                  },
                ]
              : []),
          ].map((a) => (
            <li key={a.href}>
              <Link
                href={a.href}
                className="block h-full rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-400 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600"
              >
                <span className="block text-lg font-semibold text-neutral-950 dark:text-white">{a.title}</span>
                <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{a.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </BoxSection>
    </div>
  );
}
