import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/page-header";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * /services/financement/success: the request is received; what happens next. "My dashboard" and the
 * confirmation e-mail (sent to the account's address only) only mean something to a signed-in visitor
 * (anyone may ask for financing): the cached copy, which only visitors without a session get, has neither.
 */
export async function FinancingSuccess({
  params,
  signedIn,
}: {
  params: Promise<{ locale: string }>;
  signedIn: boolean;
}) {
  await pageLocale(params);
  const t = await getTranslations("financing.success");
  const steps = signedIn ? (["mail", "call", "lenders", "answer"] as const) : (["call", "lenders", "answer"] as const);
  return (
    <>
      <PageHeader title={t("title")} intro={<p>{signedIn ? t("intro") : t("introGuest")}</p>} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        <section aria-labelledby="next-title">
          <h2 id="next-title" className="text-xl font-semibold">
            {t("nextTitle")}
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-neutral-800 dark:text-neutral-200">
            {steps.map((s) => (
              <li key={s}>{t(`steps.${s}`)}</li>
            ))}
          </ol>
        </section>
        <div className="flex flex-wrap gap-3">
          <Link href="/entreprises" className={buttonClasses()}>
            {t("browse")}
          </Link>
          {signedIn ? (
            <Link href="/admin" className={buttonClasses({ variant: "outline" })}>
              {t("dashboard")}
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}
