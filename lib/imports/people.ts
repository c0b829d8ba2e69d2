import type { FieldDef } from "./fields";
import { headerKey } from "./values";

/**
 * The columns of the people import (issue 22): each row is an invitation (public.invitations),
 * keyed by its e-mail; nobody gets an account until they sign up with it (Law 25).
 */
export const PEOPLE_FIELDS = [
  {
    key: "email",
    kind: "email",
    required: true,
    max: 254,
    headers: ["courriel", "adresse courriel", "e mail", "email", "mail", "email address", "adresse electronique"],
    example: "emilie.tremblay@exemple.ca",
  },
  {
    key: "first_name",
    kind: "text",
    max: 100,
    headers: ["prenom", "first name", "firstname", "given name"],
    example: "Émilie",
  },
  {
    key: "last_name",
    kind: "text",
    max: 100,
    headers: ["nom", "nom de famille", "last name", "lastname", "surname", "family name"],
    example: "Tremblay",
  },
  {
    key: "phone",
    kind: "text",
    max: 40,
    headers: ["telephone", "tel", "cellulaire", "mobile", "phone", "phone number", "telephone mobile"],
    example: "514 555-0199",
  },
  {
    key: "language",
    kind: "choice",
    headers: ["langue", "langue preferee", "language", "preferred language", "locale"],
    example: "fr",
  },
  {
    key: "industries",
    kind: "text",
    max: 2000,
    headers: ["secteurs", "secteurs d interet", "industries", "industry preferences", "preferences", "interets"],
    example: "Commerce de détail; Restauration et alimentation",
  },
  {
    key: "admin",
    kind: "yesNo",
    headers: ["administrateur", "admin", "is admin", "administrator"],
    example: "non",
  },
] as const satisfies readonly FieldDef[];

const LANGUAGES: Record<string, "fr" | "en"> = {
  fr: "fr",
  francais: "fr",
  french: "fr",
  "fr ca": "fr",
  en: "en",
  anglais: "en",
  english: "en",
  "en ca": "en",
};

/** The invitation's language from a cell (fr, français, English, en-CA…); French when empty; null when unknown. */
export function readLanguage(cell: string | null): "fr" | "en" | null {
  if (!cell) return "fr";
  return LANGUAGES[headerKey(cell)] ?? null;
}

/** The industries of a cell (names separated by ; , or |), as ids; the names no industry has, apart. */
export function readIndustries(
  cell: string | null,
  industries: Map<string, number>,
): { ids: number[]; unknown: string[] } {
  const names = (cell ?? "")
    .split(/[;,|\n]/)
    .map((n) => n.trim())
    .filter(Boolean);
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const name of names) {
    const id = industries.get(headerKey(name));
    if (id === undefined) unknown.push(name);
    else ids.add(id);
  }
  return { ids: [...ids].sort((a, b) => a - b), unknown };
}
