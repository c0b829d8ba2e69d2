import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { isBotRequest } from "@/lib/http/bot-request";
import { Link } from "@/lib/i18n/navigation";

/** 'Page Not Found' (§8); crawlers get the 404 status with a bare heading, not the rendered page. */
export async function NotFoundView() {
  const t = await getTranslations("errors");
  if (isBotRequest()) return <h1 data-testid="bot-not-found">{t("notFoundTitle")}</h1>;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-primary-700 dark:text-primary-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t("notFoundTitle")}</h1>
      <p className="text-neutral-700 dark:text-neutral-300">{t("notFoundBody")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses()}>
          {t("backHome")}
        </Link>
        <Link href="/contact" className={buttonClasses({ variant: "outline" })}>
          {t("contactUs")}
        </Link>
      </div>
    </div>
  );
}
