import { slugify } from "@/lib/slug";

/** The motifs of the illustration shown for a listing without photos. */
export const illustrationMotifs = [
  "food",
  "retail",
  "manufacturing",
  "services",
  "transport",
  "construction",
  "health",
  "tech",
  "hospitality",
  "agriculture",
  "automotive",
  "generic",
] as const;

export type IllustrationMotif = (typeof illustrationMotifs)[number];

// Checked in order, against the slug of the French category name: the more specific words first.
const KEYWORDS: readonly [IllustrationMotif, readonly string[]][] = [
  ["tech", ["logiciel", "informatique", "agence-web", "electronique", "boutique-en-ligne"]],
  ["automotive", ["garage", "carrosserie", "lave-auto", "pneu", "concessionnaire", "station-service"]],
  [
    "transport",
    [
      "camionnage",
      "demenagement",
      "messagerie",
      "entreposage",
      "taxi",
      "conduite",
      "entrepot",
      "transport",
      "logistique",
    ],
  ],
  [
    "food",
    [
      "restaurant",
      "cafe",
      "boulangerie",
      "casse-croute",
      "pizzeria",
      "traiteur",
      "bar-",
      "brasserie",
      "boucherie",
      "fromagerie",
      "cremerie",
      "cuisine",
      "alimentaire",
      "epicerie",
      "alimentation",
    ],
  ],
  ["health", ["clinique", "massotherapie", "conditionnement", "spa", "aines", "pharmacie", "sante"]],
  ["hospitality", ["hotel", "gite", "camping", "pourvoirie", "voyage", "chalet", "tourisme", "golf"]],
  [
    "agriculture",
    ["erabliere", "ferme", "vignoble", "verger", "serre", "pepiniere", "apiculture", "agricole", "agriculture"],
  ],
  [
    "construction",
    [
      "entrepreneur",
      "electricite",
      "plomberie",
      "couvreur",
      "excavation",
      "renovation",
      "deneigement",
      "paysager",
      "construction",
    ],
  ],
  ["manufacturing", ["usinage", "ebenisterie", "imprimerie", "fabrication", "importateur", "grossiste", "distribut"]],
  [
    "retail",
    [
      "depanneur",
      "quincaillerie",
      "boutique",
      "fleuriste",
      "librairie",
      "animalerie",
      "bijouterie",
      "magasin",
      "commerce",
    ],
  ],
  [
    "services",
    [
      "cabinet",
      "avocat",
      "notaire",
      "agence",
      "firme",
      "recrutement",
      "traduction",
      "courtage",
      "courtier",
      "salon",
      "barbier",
      "nettoyeur",
      "toilettage",
      "entretien",
      "extermination",
      "serrurerie",
      "garderie",
      "ecole",
      "tutorat",
      "formation",
      "gestion",
      "services",
      "studio",
    ],
  ],
];

/** The motif for a category (by its French name); anything unknown gets the generic storefront. */
export function illustrationMotif(categoryNameFr: string | null | undefined): IllustrationMotif {
  const slug = slugify(categoryNameFr ?? "");
  if (!slug) return "generic";
  for (const [motif, words] of KEYWORDS) if (words.some((word) => `${slug}-`.includes(word))) return motif;
  return "generic";
}
