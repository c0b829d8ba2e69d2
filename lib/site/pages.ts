/**
 * The fixed public pages, in both languages; the sitemap lists these, then every catalogue page (lib/site/queries/sitemap.ts).
 * /forfaits2 and /forfaits3 are not listed: their canonical URL is /forfaits.
 */
export const publicPages = [
  { path: "/", priority: 1, changeFrequency: "daily" },
  { path: "/a-propos", priority: 0.6, changeFrequency: "monthly" },
  { path: "/faq", priority: 0.6, changeFrequency: "monthly" },
  { path: "/contact", priority: 0.6, changeFrequency: "yearly" },
  { path: "/forfaits", priority: 0.7, changeFrequency: "monthly" },
  { path: "/entreprises", priority: 0.9, changeFrequency: "daily" },
  { path: "/entreprises/regions", priority: 0.7, changeFrequency: "weekly" },
  { path: "/acheter-une-entreprise", priority: 0.7, changeFrequency: "monthly" },
  { path: "/immobilier", priority: 0.8, changeFrequency: "daily" },
  { path: "/franchises", priority: 0.8, changeFrequency: "weekly" },
  { path: "/experts", priority: 0.7, changeFrequency: "weekly" },
  { path: "/services/evaluation", priority: 0.8, changeFrequency: "monthly" },
  { path: "/services/financement", priority: 0.8, changeFrequency: "monthly" },
  { path: "/blog", priority: 0.7, changeFrequency: "weekly" },
  { path: "/conditions-utilisation", priority: 0.3, changeFrequency: "yearly" },
  { path: "/politique-confidentialite", priority: 0.3, changeFrequency: "yearly" },
] as const;
