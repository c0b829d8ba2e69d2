import { useTranslations } from "next-intl";

/** "Non-binding", said plainly: at the top of every screen of an offer (the PDFs say it too). */
export function NonBindingNotice() {
  const t = useTranslations("offers.nonBinding");
  return (
    <div
      className="rounded-lg border border-warning-400 bg-warning-50 p-4 text-sm text-warning-950 dark:border-warning-700 dark:bg-warning-950/60 dark:text-warning-50"
      data-testid="offer-non-binding"
    >
      <p className="font-semibold">{t("title")}</p>
      <p className="mt-1">{t("text")}</p>
    </div>
  );
}
