import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

/** What every plan page says under the plans: taxes, commitment, how paid plans are paid, questions. */
export function PlansFooter() {
  const t = useTranslations("plans");
  return (
    <div className="mt-10 space-y-2 text-center text-sm text-neutral-700 dark:text-neutral-300">
      <p>{t("taxes")}</p>
      <p data-testid="plans-payment">{t("payment")}</p>
      <p>
        {t.rich("questions", {
          faq: (chunks) => (
            <Link href="/faq" className="text-secondary-800 underline dark:text-secondary-300">
              {chunks}
            </Link>
          ),
          contact: (chunks) => (
            <Link href="/contact" className="text-secondary-800 underline dark:text-secondary-300">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
