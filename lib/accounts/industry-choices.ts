import { intlLocale } from "@/lib/i18n/format";
import { localName } from "@/lib/i18n/localized-text";
import type { Locale } from "@/lib/i18n/routing";
import type { IndustryWithCategories } from "@/lib/taxonomy/types";

/** An industry as the profile offers it to follow: its name and its categories' names in the page's language. */
export type IndustryChoice = { id: number; name: string; categories: string[] };

/**
 * The industries to follow, in the page's language and in that language's alphabetical order
 * (English pages by the English names), each with its categories likewise.
 */
export function industryChoices(industries: readonly IndustryWithCategories[], locale: Locale): IndustryChoice[] {
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: "base", numeric: true });
  const sorted = (names: string[]) => names.sort(collator.compare);
  return industries
    .map((industry) => ({
      id: industry.id,
      name: localName(industry, locale),
      categories: sorted(industry.categories.map((category) => localName(category, locale))),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
