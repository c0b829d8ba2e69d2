/** Public pages that exist today, in both languages; the sitemap lists exactly these. */
export const publicPages = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/a-propos", priority: 0.6, changeFrequency: "monthly" },
  { path: "/faq", priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "yearly" },
  { path: "/forfaits", priority: 0.7, changeFrequency: "monthly" },
  { path: "/forfaits2", priority: 0.4, changeFrequency: "monthly" },
  { path: "/forfaits3", priority: 0.4, changeFrequency: "monthly" },
  { path: "/conditions-utilisation", priority: 0.3, changeFrequency: "yearly" },
  { path: "/politique-confidentialite", priority: 0.3, changeFrequency: "yearly" },
] as const;

export type PublicPath = (typeof publicPages)[number]["path"];
