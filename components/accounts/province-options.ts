import { useLocale, useTranslations } from "next-intl";
import { PROVINCES } from "@/lib/accounts/schemas/profile";

type ProvinceOption = { value: (typeof PROVINCES)[number]; label: string };

/** The provinces and territories as a list offers them: by name in the page's language, not by code. */
export function provinceOptions(label: (code: (typeof PROVINCES)[number]) => string, locale: string): ProvinceOption[] {
  const collator = new Intl.Collator(locale === "en" ? "en-CA" : "fr-CA");
  return PROVINCES.map((code) => ({ value: code, label: label(code) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** `provinceOptions` in the page's language. */
export function useProvinceOptions(): ProvinceOption[] {
  const t = useTranslations("profile");
  return provinceOptions((code) => t(`provinces.${code}`), useLocale());
}
