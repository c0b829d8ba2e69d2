/**
 * How code may import code (issue 19; docs/architecture.md says the same). `npm run lint` fails on
 * any of these. Imports flow one way: app → components → lib/<domain> → platform.
 */

/** The domains, each in lib/<domain>/ and components/<domain>/, and the domains each may use. */
export const DOMAIN_DEPENDENCIES = {
  taxonomy: [],
  accounts: ["taxonomy"],
  listings: ["accounts", "taxonomy"],
  businesses: ["listings", "accounts", "taxonomy"],
  properties: ["listings", "accounts", "taxonomy"],
  experts: ["listings", "accounts", "taxonomy"],
  franchises: ["listings", "taxonomy"],
  moderation: ["businesses", "properties", "experts", "franchises", "listings", "accounts", "taxonomy"],
  valuation: ["businesses", "taxonomy"],
  financing: ["businesses", "taxonomy"],
  site: [
    "moderation",
    "valuation",
    "financing",
    "businesses",
    "properties",
    "experts",
    "franchises",
    "listings",
    "accounts",
    "taxonomy",
  ],
};

/** Platform: no domain knowledge (lib/ root files too: env, cn, slug, cache tags, fields). */
const PLATFORM = "^lib/(actions|auth|http|i18n|mail|supabase)/|^lib/[^/]+\\.ts$";
/** Shared components: no domain knowledge either. */
const SHARED_COMPONENTS = "^components/(ui|forms|data-table|layout|app|content|i18n)/";

const DOMAINS = Object.keys(DOMAIN_DEPENDENCIES);
const anyDomain = `^(lib|components)/(${DOMAINS.join("|")})/`;

// The table must stay acyclic: a domain never reaches itself through the ones it uses.
for (const start of DOMAINS) {
  const seen = new Set();
  const walk = (domain) => {
    for (const next of DOMAIN_DEPENDENCIES[domain]) {
      if (!(next in DOMAIN_DEPENDENCIES)) throw new Error(`${domain} uses an unknown domain: ${next}`);
      if (next === start) throw new Error(`the domain table has a cycle through ${start}`);
      if (seen.has(next)) continue;
      seen.add(next);
      walk(next);
    }
  };
  walk(start);
}

const domainRules = DOMAINS.map((domain) => {
  const forbidden = DOMAINS.filter((other) => other !== domain && !DOMAIN_DEPENDENCIES[domain].includes(other));
  return {
    name: `domain-${domain}`,
    comment: `${domain} may use ${DOMAIN_DEPENDENCIES[domain].join(", ") || "no other domain"} (docs/architecture.md)`,
    severity: "error",
    from: { path: `^(lib|components)/${domain}/` },
    to: { path: `^(lib|components)/(${forbidden.join("|")})/` },
  };
}).filter((rule) => !rule.to.path.includes("()"));

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: no module may depend on itself through others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-not-up",
      comment: "lib/ is imported by components/ and app/, never the other way.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "components-not-up",
      comment: "components/ is imported by app/, never the other way.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "platform-no-domain",
      comment: "The platform (lib/supabase, i18n, http, actions, auth, mail, lib/*.ts) knows no domain.",
      severity: "error",
      from: { path: PLATFORM },
      to: { path: anyDomain },
    },
    {
      name: "shared-components-no-domain",
      comment: "Shared components (ui, forms, data-table, layout, app, content, i18n) know no domain.",
      severity: "error",
      from: { path: SHARED_COMPONENTS },
      to: { path: anyDomain },
    },
    {
      name: "pages-no-domain-internals",
      comment: "Pages use a domain's public files, not its internal/ folder nor its actions' .core.ts files.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^lib/[^/]+/(internal/|actions/[^/]+\\.core\\.ts$)" },
    },
    {
      name: "no-other-domain-internals",
      comment: "A domain's internal/ folder and its actions' .core.ts files are its own (tests may reach them).",
      severity: "error",
      from: { path: "^(lib|components)/([^/]+)/" },
      to: { path: "^lib/[^/]+/(internal/|actions/[^/]+\\.core\\.ts$)", pathNot: "^lib/$2/" },
    },
    ...domainRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|node_modules|\\.local)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

export default config;
