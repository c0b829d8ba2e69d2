/**
 * The catalog as SQL statements, each tagged with its domain, the section a reader finds it in
 * (a table with everything that hangs on it, a function, …) and the catalog objects it creates and
 * needs, so that the same statements can be laid out by domain for reading or ordered by
 * dependency for a baseline migration.
 */
import type { Acl, Catalog, PgFunction, Policy, Ref, Table, Trigger } from "./catalog.ts";
import { ASSIGNMENTS, DOMAINS, qualified, type Domain } from "./domains.ts";

export type SectionKind = "setup" | "type" | "table" | "function" | "storage" | "trigger";

export type Statement = {
  domain: Domain;
  section: { kind: SectionKind; name: string };
  sql: string;
  /** What the statement is about within its section (create, index, policy, grant …); the reading files space them by it. */
  part: string;
  /** The statements written about one object together (a function and its grants …) share a block number. */
  block: number;
  /** A comment printed above the statement in the reading files only. */
  note?: string;
  creates: Ref[];
  needs: Ref[];
};

/** Roles in the order grants list them. */
const ROLE_ORDER = ["PUBLIC", "anon", "authenticated", "service_role"];
/**
 * The roles a revoke names when they lack a right: hosted projects give the API roles rights by
 * default, so what they do not have is revoked explicitly. service_role keeps its defaults, as the
 * migrations always left it (locally it has only what is granted).
 */
const REVOKED_ROLES = ["PUBLIC", "anon", "authenticated"];
const OWNER = "postgres";
const TABLE_PRIVILEGES = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER", "MAINTAIN"];
const SEQUENCE_PRIVILEGES = ["USAGE", "SELECT", "UPDATE"];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const byRole = (a: string, b: string) =>
  (ROLE_ORDER.indexOf(a) + 1 || 99) - (ROLE_ORDER.indexOf(b) + 1 || 99) || (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every object's domain, from scripts/db-schema/domains.ts; stops on objects no list names, and on names no object has. */
function domainIndex(catalog: Catalog) {
  const tables = new Map<string, Domain>();
  const functions = new Map<string, Domain>();
  const types = new Map<string, Domain>();
  for (const domain of DOMAINS) {
    for (const t of ASSIGNMENTS[domain].tables) tables.set(qualified(t), domain);
    for (const f of ASSIGNMENTS[domain].functions) functions.set(qualified(f), domain);
    for (const t of ASSIGNMENTS[domain].types) types.set(qualified(t), domain);
  }
  const missing: string[] = [];
  const seen = new Set<string>();
  const lookup = (map: Map<string, Domain>, name: string, what: string): Domain => {
    seen.add(`${what} ${name}`);
    const domain = map.get(name);
    if (!domain) missing.push(`${what} ${name}`);
    return domain ?? "platform";
  };
  const parentOf = new Map(catalog.tables.map((t) => [t.name, t.partitionOf]));
  const table = (name: string) => lookup(tables, parentOf.get(name) ?? name, "table");
  const fn = (f: { schema: string; name: string }) => lookup(functions, `${f.schema}.${f.name}`, "function");
  const type = (name: string) => lookup(types, name, "type");
  return {
    table,
    fn,
    type,
    /** Call after every lookup: the objects the lists lack and the names no object has. */
    check() {
      const stale = [
        ...[...tables.keys()].map((n) => `table ${n}`),
        ...[...functions.keys()].map((n) => `function ${n}`),
        ...[...types.keys()].map((n) => `type ${n}`),
      ].filter((n) => !seen.has(n));
      if (missing.length || stale.length) {
        throw new Error(
          [
            "scripts/db-schema/domains.ts is out of date with the database:",
            ...missing.map((m) => `  no domain for ${m}`),
            ...stale.map((s) => `  ${s} is listed but does not exist`),
          ].join("\n"),
        );
      }
    },
  };
}

/** `GRANT`/`REVOKE` statements that give exactly `acl` to the API roles, whatever they had by default. */
function privileges(kind: "TABLE" | "SEQUENCE" | "FUNCTION" | "TYPE", name: string, acl: Acl | null, all: string[]) {
  if (acl === null) return [];
  const held = new Map<string, string[]>();
  for (const { grantee, privilege } of acl) {
    if (grantee === OWNER) continue;
    held.set(grantee, [...(held.get(grantee) ?? []), privilege]);
  }
  const full = (privs: string[]) => all.every((p) => privs.includes(p));
  const revoke = REVOKED_ROLES.filter((r) => !full(held.get(r) ?? []));
  const groups = new Map<string, string[]>();
  for (const [grantee, privs] of held) {
    const list = full(privs) && all.length > 1 ? "ALL" : all.filter((p) => privs.includes(p)).join(", ");
    groups.set(list, [...(groups.get(list) ?? []), grantee]);
  }
  const lines = revoke.length ? [`REVOKE ALL ON ${kind} ${name} FROM ${revoke.join(", ")};`] : [];
  const order = (list: string) => (list === "ALL" ? 99 : all.indexOf(list.split(", ")[0]!));
  for (const [list, grantees] of [...groups].sort((a, b) => order(a[0]) - order(b[0]) || byName(a[0], b[0]))) {
    lines.push(`GRANT ${list} ON ${kind} ${name} TO ${grantees.sort(byRole).join(", ")};`);
  }
  return lines;
}

/** Column-level grants, one statement per privilege and set of columns. */
function columnPrivileges(table: Table) {
  const byGrant = new Map<string, { privilege: string; grantee: string; columns: string[] }>();
  for (const column of table.columns) {
    for (const { grantee, privilege } of column.acl ?? []) {
      if (grantee === OWNER) continue;
      const key = `${privilege} ${grantee}`;
      const entry = byGrant.get(key) ?? { privilege, grantee, columns: [] };
      entry.columns.push(column.name);
      byGrant.set(key, entry);
    }
  }
  const statements = new Map<string, string[]>();
  for (const { privilege, grantee, columns } of byGrant.values()) {
    const head = `GRANT ${privilege} (${columns.map(quoteIdent).join(", ")}) ON TABLE ${table.name} TO`;
    statements.set(head, [...(statements.get(head) ?? []), grantee]);
  }
  const order = (head: string) => TABLE_PRIVILEGES.indexOf(head.split(" ")[1]!);
  return [...statements]
    .sort((a, b) => order(a[0]) - order(b[0]) || byName(a[0], b[0]))
    .map(([head, grantees]) => wrap(`${head} ${grantees.sort(byRole).join(", ")};`));
}

const quoteIdent = (name: string) => (/^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

/** Breaks a long comma-separated statement after commas, so that column lists stay readable. */
function wrap(line: string, width = 110): string {
  if (line.length <= width) return line;
  const out: string[] = [];
  let current = "";
  for (const part of line.split(", ")) {
    const next = current ? `${current}, ${part}` : part;
    if (next.length > width && current) {
      out.push(`${current},`);
      current = `  ${part}`;
    } else current = next;
  }
  return [...out, current].join("\n");
}

function createTable(table: Table): string {
  if (table.kind === "view") {
    const options = table.options.length ? ` WITH (${table.options.join(", ")})` : "";
    return `CREATE VIEW ${table.name}${options} AS\n${table.viewDefinition!.trimEnd().replace(/;$/, "")};`;
  }
  if (table.partitionOf) return `CREATE TABLE ${table.name} PARTITION OF ${table.partitionOf} ${table.partitionBound};`;
  const lines = table.columns.map((c) => {
    const parts = [`  ${quoteIdent(c.name)} ${c.type}`];
    if (c.collation) parts.push(`COLLATE ${c.collation}`);
    if (c.identity) {
      const named = c.identitySequence !== `${table.name}_${c.name}_seq` ? `SEQUENCE NAME ${c.identitySequence}` : "";
      const options = [named, c.identityOptions].filter(Boolean).join(" ");
      parts.push(
        `GENERATED ${c.identity === "a" ? "ALWAYS" : "BY DEFAULT"} AS IDENTITY${options ? ` (${options})` : ""}`,
      );
    }
    if (c.generatedExpr) parts.push(`GENERATED ALWAYS AS (${c.generatedExpr}) STORED`);
    if (c.defaultExpr) parts.push(`DEFAULT ${c.defaultExpr}`);
    if (c.notNull) parts.push("NOT NULL");
    return parts.join(" ");
  });
  for (const k of table.constraints.filter((k) => k.validated)) {
    lines.push(`  CONSTRAINT ${quoteIdent(k.name)} ${k.definition}`);
  }
  const partition = table.partitionKey ? ` PARTITION BY ${table.partitionKey}` : "";
  const options = table.options.length ? ` WITH (${table.options.join(", ")})` : "";
  return `CREATE TABLE ${table.name} (\n${lines.join(",\n")}\n)${partition}${options};`;
}

function createPolicy(p: Policy): string {
  return (
    [
      `CREATE POLICY ${quoteIdent(p.name)} ON ${p.table}`,
      ...(p.permissive ? [] : ["  AS RESTRICTIVE"]),
      `  FOR ${p.command} TO ${[...p.roles].sort(byRole).join(", ")}`,
      ...(p.using !== null ? [`  USING (${p.using})`] : []),
      ...(p.withCheck !== null ? [`  WITH CHECK (${p.withCheck})`] : []),
    ].join("\n") + ";"
  );
}

const TIMING_ORDER = ["BEFORE STATEMENT", "BEFORE ROW", "INSTEAD OF ROW", "AFTER ROW", "AFTER STATEMENT"];
const GROUP_NOTE: Record<string, string> = {
  "BEFORE STATEMENT": "before, once per statement",
  "BEFORE ROW": "before, each row (a trigger sees the row as the previous ones left it)",
  "INSTEAD OF ROW": "instead of, each row",
  "AFTER ROW": "after, each row (queued, run when the statement has written its rows)",
  "AFTER STATEMENT": "after, once per statement (after every row-level AFTER trigger)",
};

/** The triggers of one table in the order PostgreSQL fires them: by timing and level, then by name (byte order). */
function firingOrder(triggers: Trigger[]): Trigger[] {
  const group = (t: Trigger) => TIMING_ORDER.indexOf(`${t.timing} ${t.level}`);
  return [...triggers].sort((a, b) => group(a) - group(b) || byName(a.name, b.name));
}

function firingNote(table: string, triggers: Trigger[], domainOf: (t: Trigger) => Domain, own: Domain): string {
  const ordered = firingOrder(triggers);
  const lines = [`Triggers on ${table}, in the order PostgreSQL fires them (same timing and level: by name):`];
  const nameWidth = Math.max(...ordered.map((t) => t.name.length));
  const eventWidth = Math.max(...ordered.map((t) => t.events.join(", ").length + (t.conditional ? 6 : 0)));
  let group = "";
  let position = 0;
  for (const t of ordered) {
    const g = `${t.timing} ${t.level}`;
    if (g !== group) {
      group = g;
      position = 0;
      lines.push(`  ${GROUP_NOTE[g]}:`);
    }
    position += 1;
    const events = t.events.join(", ") + (t.conditional ? " (when)" : "");
    const domain = domainOf(t);
    const where = domain === own ? "" : `  [${domain}.sql]`;
    lines.push(
      `    ${String(position).padStart(2)}. ${t.name.padEnd(nameWidth)}  ${events.padEnd(eventWidth)}  ${qualifiedFn(t)}()${where}`,
    );
  }
  return lines.join("\n");
}

const qualifiedFn = (t: Trigger) => (t.fn.includes(".") ? t.fn : `${t.fnSchema}.${t.fn}`);

const comment = (what: string, text: string | null) =>
  text === null ? [] : [`COMMENT ON ${what} IS ${literal(text)};`];

export function buildStatements(catalog: Catalog): Statement[] {
  const domains = domainIndex(catalog);
  const out: Statement[] = [];
  const push = (
    domain: Domain,
    section: Statement["section"],
    part: string,
    sql: string | string[],
    refs: { creates?: Ref[]; needs?: Ref[] },
    note?: string,
  ) => {
    const block = out.length;
    for (const [i, text] of (Array.isArray(sql) ? sql : [sql]).entries()) {
      out.push({
        block,
        domain,
        section,
        part,
        sql: text,
        note: i === 0 ? note : undefined,
        creates: i === 0 ? (refs.creates ?? []) : [],
        needs: [...(refs.needs ?? []), ...(i === 0 ? [] : (refs.creates ?? []))],
      });
    }
  };

  const setup = { kind: "setup" as const, name: "" };
  for (const s of catalog.schemas) {
    const grants = new Map<string, string[]>();
    // Of the schemas Supabase makes (public, auth), only what the app grants: not PostgreSQL's defaults.
    for (const { grantee, privilege } of s.acl ?? []) {
      if (grantee === s.owner || (!s.created && grantee === "PUBLIC")) continue;
      grants.set(privilege, [...(grants.get(privilege) ?? []), grantee]);
    }
    push(
      "platform",
      setup,
      "schema",
      [
        ...(s.created ? [`CREATE SCHEMA IF NOT EXISTS ${s.name};`] : []),
        ...comment(`SCHEMA ${s.name}`, s.created ? s.comment : null),
        ...[...grants]
          .sort((a, b) => byName(b[0], a[0]))
          .map(([p, gs]) => `GRANT ${p} ON SCHEMA ${s.name} TO ${gs.sort(byRole).join(", ")};`),
      ],
      { creates: [s.ref] },
    );
  }
  for (const e of catalog.extensions) {
    const schema = catalog.schemas.find((s) => s.name === e.schema);
    push("platform", setup, "extension", `CREATE EXTENSION IF NOT EXISTS ${e.name} WITH SCHEMA ${e.schema};`, {
      creates: [e.ref],
      needs: schema ? [schema.ref] : [],
    });
  }

  for (const t of catalog.enums) {
    const labels = t.labels.map(literal).join(", ");
    push(
      domains.type(t.name),
      { kind: "type", name: t.name },
      `type ${t.name}`,
      [
        wrap(`CREATE TYPE ${t.name} AS ENUM (${labels});`),
        ...comment(`TYPE ${t.name}`, t.comment),
        ...privileges("TYPE", t.name, t.acl, ["USAGE"]),
      ],
      { creates: [t.ref] },
    );
  }

  const triggersByTable = new Map<string, Trigger[]>();
  for (const t of catalog.triggers) triggersByTable.set(t.table, [...(triggersByTable.get(t.table) ?? []), t]);
  const functionDomain = (t: Trigger) => domains.fn({ schema: t.fnSchema, name: t.fn.replace(/^.*\./, "") });
  const reference = new Map(catalog.referenceRows.map((r) => [r.table, r]));

  // A partitioned table before its partitions, which follow in natural order (r2 before r10).
  const partitions = (parent: string) =>
    catalog.tables
      .filter((t) => t.partitionOf === parent)
      .sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }));
  const tables = catalog.tables.filter((t) => !t.partitionOf).flatMap((t) => [t, ...partitions(t.name)]);
  for (const table of tables) {
    const domain = domains.table(table.name);
    const section = { kind: "table" as const, name: table.partitionOf ?? table.name };
    const creates = [table.ref];
    push(domain, section, "create", createTable(table), { creates });
    const needs = [table.ref];
    for (const k of table.constraints.filter((k) => !k.validated)) {
      push(
        domain,
        section,
        "constraint",
        `ALTER TABLE ${table.name}\n  ADD CONSTRAINT ${quoteIdent(k.name)} ${k.definition};`,
        { needs },
      );
    }
    const comments = [
      ...comment(`${table.kind === "view" ? "VIEW" : "TABLE"} ${table.name}`, table.comment),
      ...table.columns.flatMap((c) => comment(`COLUMN ${table.name}.${quoteIdent(c.name)}`, c.comment)),
      ...table.constraints.flatMap((k) => comment(`CONSTRAINT ${quoteIdent(k.name)} ON ${table.name}`, k.comment)),
    ];
    if (comments.length) push(domain, section, "comment", comments, { needs });
    for (const index of catalog.indexes.filter((i) => i.table === table.name)) {
      // ON ONLY is how PostgreSQL prints a partitioned table's index; created without it, the index reaches every partition.
      const definition = index.definition.replace(/ ON ONLY /, " ON ");
      push(domain, section, "index", [`${definition};`, ...comment(`INDEX ${index.name}`, index.comment)], {
        creates: [index.ref],
        needs,
      });
    }
    const triggers = firingOrder(triggersByTable.get(table.name) ?? []);
    for (const [i, t] of triggers.entries()) {
      const note = i === 0 ? firingNote(table.name, triggers, functionDomain, domain) : undefined;
      push(
        domain,
        section,
        "trigger",
        [`${t.definition};`, ...comment(`TRIGGER ${quoteIdent(t.name)} ON ${table.name}`, t.comment)],
        {
          creates: [t.ref],
          needs,
        },
        note,
      );
    }
    if (table.rowSecurity)
      push(domain, section, "rls", `ALTER TABLE ${table.name} ENABLE ROW LEVEL SECURITY;`, { needs });
    if (table.forceRowSecurity)
      push(domain, section, "rls", `ALTER TABLE ${table.name} FORCE ROW LEVEL SECURITY;`, { needs });
    for (const p of catalog.policies.filter((p) => p.table === table.name)) {
      push(
        domain,
        section,
        "policy",
        [createPolicy(p), ...comment(`POLICY ${quoteIdent(p.name)} ON ${p.table}`, p.comment)],
        {
          creates: [p.ref],
          needs,
        },
      );
    }
    const kind = "TABLE";
    const grants = [
      ...privileges(kind, table.name, table.acl, TABLE_PRIVILEGES),
      ...columnPrivileges(table),
      ...table.sequences.flatMap((s) => privileges("SEQUENCE", s.name, s.acl, SEQUENCE_PRIVILEGES)),
    ];
    if (grants.length) push(domain, section, "grant", grants, { needs });
    const rows = reference.get(table.name);
    if (rows && rows.rows.length) {
      push(
        domain,
        section,
        "data",
        `INSERT INTO ${table.name} (${rows.columns.join(", ")}) VALUES\n${rows.rows.map((r) => `  (${r})`).join(",\n")};`,
        {
          needs,
        },
      );
    }
  }

  // Triggers on Supabase's own tables (auth.users) are read with their functions' domain.
  const appTables = new Set(catalog.tables.map((t) => t.name));
  for (const [table, triggers] of triggersByTable) {
    if (appTables.has(table)) continue;
    const ordered = firingOrder(triggers);
    for (const [i, t] of ordered.entries()) {
      const domain = functionDomain(t);
      const note = i === 0 ? firingNote(table, ordered, functionDomain, domain) : undefined;
      push(domain, { kind: "trigger", name: table }, "trigger", [`${t.definition};`], { creates: [t.ref] }, note);
    }
  }

  for (const f of catalog.functions) {
    const domain = domains.fn(f);
    push(domain, { kind: "function", name: f.signature }, `function ${f.signature}`, functionStatements(f), {
      creates: [f.ref],
    });
  }

  const storage = { kind: "storage" as const, name: "storage" };
  for (const b of catalog.buckets) {
    push(
      "platform",
      storage,
      "bucket",
      [
        `INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\nVALUES (${b.values})\nON CONFLICT (id) DO UPDATE SET public = excluded.public, file_size_limit = excluded.file_size_limit,\n  allowed_mime_types = excluded.allowed_mime_types;`,
      ],
      {},
    );
  }
  for (const p of catalog.policies.filter((p) => p.table.startsWith("storage."))) {
    push(
      "platform",
      storage,
      "policy",
      [createPolicy(p), ...comment(`POLICY ${quoteIdent(p.name)} ON ${p.table}`, p.comment)],
      {
        creates: [p.ref],
      },
    );
  }

  domains.check();
  return out;
}

function functionStatements(f: PgFunction): string[] {
  return [
    `${f.definition.trimEnd()};`,
    ...comment(`FUNCTION ${f.signature}`, f.comment),
    ...privileges("FUNCTION", f.signature, f.acl, ["EXECUTE"]),
  ];
}
