import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** The translated 403 page of admin-only routes. */
export async function ForbiddenView() {
  const t = await getTranslations("guards");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" data-testid="forbidden">
      <p className="text-6xl font-black text-error-700 dark:text-error-400" aria-hidden="true">
        403
      </p>
      <p className="sr-only">{t("forbiddenCode")}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t("forbiddenTitle")}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t("forbiddenBody")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href="/admin" className={buttonClasses()}>
          {t("backToDashboard")}
        </Link>
        <Link href="/" className={buttonClasses({ variant: "outline" })}>
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
