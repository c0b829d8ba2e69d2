import { StoredImage } from "@/components/ui/stored-image";
import { getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { FinancingPartner } from "@/lib/financing/queries";
import { publicEnv } from "@/lib/env";
import { elision } from "@/lib/i18n/elision";

/** A logo path in the project's own Storage (the listing-images bucket's public URL). */
function logoUrl(path: string): string {
  return `${publicEnv().NEXT_PUBLIC_SUPABASE_URL}/storage/v1/object/public/listing-images/${path}`;
}

/** The lenders and programs edited at /admin/financements, as the public sees them. */
export async function PartnersList({ partners, locale }: { partners: FinancingPartner[]; locale: Locale }) {
  const t = await getTranslations("financing.partners");
  if (partners.length === 0) return <p>{t("none")}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {partners.map((p) => {
        const name = locale === "en" ? (p.name_en ?? p.name_fr) : p.name_fr;
        const conditions = locale === "en" ? (p.conditions_en ?? p.conditions_fr) : p.conditions_fr;
        return (
          <li key={p.id} className="rounded-lg border border-neutral-200 p-5 dark:border-neutral-700">
            <div className="flex items-start gap-3">
              {p.logo_path ? (
                <StoredImage
                  src={logoUrl(p.logo_path)}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded object-contain"
                />
              ) : null}
              <div>
                <h3 className="font-semibold">{name}</h3>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{t(`kinds.${p.kind as "bank"}`)}</p>
              </div>
            </div>
            {p.min_amount !== null || p.max_amount !== null ? (
              <p className="mt-2 text-sm font-medium">
                {p.min_amount !== null && p.max_amount !== null
                  ? t("between", { min: formatPrice(p.min_amount, locale), max: formatPrice(p.max_amount, locale) })
                  : p.max_amount !== null
                    ? t("upTo", { max: formatPrice(p.max_amount, locale) })
                    : t("from", { min: formatPrice(p.min_amount as number, locale) })}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{conditions}</p>
            {p.url ? (
              <a
                href={p.url}
                rel="noopener noreferrer"
                target="_blank"
                className="mt-2 inline-block text-sm font-medium text-secondary-800 underline dark:text-secondary-300"
              >
                {t("visit", { name, elision: elision(name) })}
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
