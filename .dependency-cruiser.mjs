import fs from "node:fs";
import path from "node:path";

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
  blog: ["businesses", "listings", "accounts", "taxonomy"],
  exports: [],
  imports: ["businesses", "properties", "listings", "accounts", "taxonomy"],
  alerts: ["businesses", "listings", "accounts", "taxonomy"],
  site: ["blog", "businesses", "listings", "accounts", "taxonomy"],
  workspace: ["site", "accounts"],
  reports: ["site", "moderation", "businesses", "listings", "taxonomy"],
  dealroom: ["listings", "accounts", "taxonomy", "financing"],
  offers: ["dealroom", "financing", "listings", "accounts", "taxonomy"],
};

/** Platform: no domain knowledge (lib/ root files too: env, cn, slug, cache tags, fields). */
const PLATFORM = "^lib/(actions|auth|http|i18n|mail|pdf|supabase)/|^lib/[^/]+\\.ts$";
/** Shared components: no domain knowledge either. */
const SHARED_COMPONENTS = "^components/(ui|forms|data-table|layout|app|content|i18n)/";

const DOMAINS = Object.keys(DOMAIN_DEPENDENCIES);

/** Every client module ("use client" on its first line): what a browser may download. */
function clientModules(dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && /^["']use client["']/.test(fs.readFileSync(file, "utf8")))
        found.push(file);
    }
  };
  dirs.forEach(walk);
  return found;
}
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const CLIENT = `^(${clientModules(["app", "components", "lib"]).map(escape).join("|")})$`;

/** Public pages and what every page loads (the root layout, its error and 404 pages). */
const PUBLIC_PAGES = "^app/\\[locale\\]/(\\(site\\)/|(layout|error|not-found)\\.tsx$)";
/** The workspace and back office: never on a public page, not even loaded later. */
const WORKSPACE =
  "^app/\\[locale\\]/admin/|^components/(data-table|moderation|workspace)/|^lib/(moderation|workspace)/|-editor\\.tsx?$";
/**
 * Client code that may validate or drag at once: forms (their page is the form), editors and the
 * back office. Any other client module (the shell, cards, galleries, photos, filters) loads with a
 * page that most visitors only read.
 */
const FORMS_AND_WORKSPACE =
  "-form\\.tsx$|-editor\\.tsx$|^components/(forms|data-table|moderation|valuation)/|^components/listings/(photo|editor-|listing-media-sections)";
/** Modules that bring zod: the domains' schemas, the shared form fields, the environment's parser. */
const ZOD = "^node_modules/zod/|^lib/(fields|env)\\.ts$|^lib/[^/]+/(schema\\.ts|schemas/)";
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
      comment: "The platform (lib/supabase, i18n, http, actions, auth, mail, pdf, lib/*.ts) knows no domain.",
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
      name: "ui-below-forms",
      comment: "The form kit (components/forms) builds on components/ui (buttons); ui never uses the kit.",
      severity: "error",
      from: { path: "^components/ui/" },
      to: { path: "^components/forms/" },
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
    {
      name: "public-pages-no-workspace",
      comment: "Public pages never reach workspace or back-office code, nor its drag-and-drop (issue 24).",
      severity: "error",
      from: { path: PUBLIC_PAGES },
      to: { path: `${WORKSPACE}|^node_modules/@dnd-kit/`, reachable: true },
    },
    {
      name: "client-no-zod-at-load",
      comment:
        "A client module that is not a form loads no zod at once: a page that only shows things must not ship it (and zod's eval probe breaks the script policy). Import the schema with import() where it is first needed.",
      severity: "error",
      from: { path: CLIENT, pathNot: FORMS_AND_WORKSPACE },
      to: { path: ZOD, dependencyTypesNot: ["dynamic-import", "type-only"] },
    },
    {
      name: "client-no-heavy-at-load",
      comment:
        "Heavy libraries load where they are used: forms (react-hook-form), the photo editor (@dnd-kit), the toaster (sonner, through components/app/toast.ts on the first toast).",
      severity: "error",
      from: { path: CLIENT, pathNot: `${FORMS_AND_WORKSPACE}|^components/app/sonner-toaster\\.tsx$` },
      to: {
        path: "^node_modules/(react-hook-form|@dnd-kit/[^/]+|sonner)/",
        dependencyTypesNot: ["dynamic-import", "type-only"],
      },
    },
    ...domainRules,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|\\.local)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

export default config;
