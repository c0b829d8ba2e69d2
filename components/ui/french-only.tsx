import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { cn } from "@/lib/cn";

/** Said on English pages beside a text that exists in French only (the text itself carries lang="fr"). */
export async function FrenchOnlyNote({ locale, className }: { locale: Locale; className?: string }) {
  if (locale !== "en") return null;
  const t = await getTranslations({ locale, namespace: "catalogue" });
  return <p className={cn("text-sm text-neutral-600 italic dark:text-neutral-400", className)}>{t("frenchOnly")}</p>;
}
