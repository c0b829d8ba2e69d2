import { getTranslations } from "next-intl/server";
import { SiteFrame } from "@/components/site/site-frame";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** A report link that no longer works (sharing turned off, link replaced or cut short): says so, in the site's layout, with a 404 status. */
export default async function ReportNotShared() {
  const t = await getTranslations("valuation.report");
  return (
    <SiteFrame>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("notSharedTitle")}</h1>
        <p className="text-neutral-700 dark:text-neutral-300">{t("notSharedBody")}</p>
        <Link href="/services/evaluation" className={buttonClasses({ variant: "outline" })}>
          {t("notSharedAction")}
        </Link>
      </div>
    </SiteFrame>
  );
}
