import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";

export default function NotFound() {
  const t = useTranslations("errors");
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFoundTitle")}</h1>
      <p className="text-slate-600">{t("notFoundBody")}</p>
      <Link href="/" className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800">
        {t("backHome")}
      </Link>
    </main>
  );
}
