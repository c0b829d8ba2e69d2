/**
 * A squashed baseline (as `supabase migration squash` makes one): the statements of the schema files,
 * one migration per domain, ordered so that every statement comes after what it needs (pg_depend).
 * A statement that needs an object of a later domain's file moves to that file, under a banner.
 * Function bodies are not checked on creation (as in pg_dump), since they may name tables made later.
 */
import type { Catalog, Ref } from "./catalog.ts";
import { DOMAINS, type Domain } from "./domains.ts";
import { banner, joinStatements, readingSections } from "./render.ts";
import type { Statement } from "./statements.ts";

/** The order the baseline applies the domains in: the one that moves the fewest statements to a later file. */
const BASELINE_ORDER: Domain[] = [
  "platform",
  "accounts",
  "taxonomy",
  "moderation",
  "listings",
  "businesses",
  "properties",
  "experts",
  "franchises",
  "valuation",
  "financing",
  "site",
];

/** Hosted projects have the API roles; a bare PostgreSQL may not when the grants need them. */
const API_ROLES = `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'anon') THEN
    CREATE ROLE anon NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'authenticated') THEN
    CREATE ROLE authenticated NOLOGIN NOINHERIT;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'service_role') THEN
    CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS;
  END IF;
END
$$;`;

export type BaselineFile = { domain: Domain; text: string; moved: number };

/** What each statement needs, as indexes of the statements that create it (objects outside the app are left out). */
function dependencies(statements: Statement[], catalog: Catalog): Set<number>[] {
  const creator = new Map<Ref, number>();
  statements.forEach((s, i) => s.creates.forEach((ref) => creator.has(ref) || creator.set(ref, i)));
  const resolve = (ref: Ref): number | undefined => {
    for (let r: Ref | undefined = ref, depth = 0; r && depth < 5; r = catalog.providers.get(r), depth += 1) {
      const i = creator.get(r);
      if (i !== undefined) return i;
    }
    return undefined;
  };
  // The parts of an object (a table's defaults, constraints, rewrite rules …) need what the object needs.
  const partsOf = new Map<Ref, Ref[]>();
  for (const [part, owner] of catalog.providers) partsOf.set(owner, [...(partsOf.get(owner) ?? []), part]);
  return statements.map((s, i) => {
    const needs = new Set<number>();
    const refs = [...s.needs];
    for (const created of s.creates) {
      for (const part of [created, ...(partsOf.get(created) ?? [])])
        refs.push(...(catalog.dependencies.get(part) ?? []));
    }
    for (const ref of refs) {
      const j = resolve(ref);
      if (j !== undefined && j !== i) needs.add(j);
    }
    return needs;
  });
}

export function renderBaseline(statements: Statement[], catalog: Catalog, title: string): BaselineFile[] {
  if (BASELINE_ORDER.length !== DOMAINS.length || DOMAINS.some((d) => !BASELINE_ORDER.includes(d))) {
    throw new Error("BASELINE_ORDER must name every domain once");
  }
  // Reading order first (it breaks ties), then each statement after its needs, in the earliest file allowed.
  const reading = BASELINE_ORDER.flatMap((d) => readingSections(statements, d).flatMap((s) => s.statements));
  const rank = new Map(reading.map((s, i) => [s, i]));
  const ordered = [...statements].sort((a, b) => rank.get(a)! - rank.get(b)!);
  const needs = dependencies(ordered, catalog);
  const own = ordered.map((s) => BASELINE_ORDER.indexOf(s.domain));
  const file = [...own];
  const done = new Array<boolean>(ordered.length).fill(false);
  const sequence: number[] = [];
  while (sequence.length < ordered.length) {
    // The next statement: all its needs written, earliest file, its own domain's before moved ones, then reading order.
    let next = -1;
    for (let i = 0; i < ordered.length; i += 1) {
      if (done[i] || [...needs[i]!].some((j) => !done[j])) continue;
      file[i] = Math.max(own[i]!, ...[...needs[i]!].map((j) => file[j]!));
      const before = (a: number, b: number) =>
        file[a]! - file[b]! || (file[a] === own[a] ? 0 : 1) - (file[b] === own[b] ? 0 : 1) || a - b;
      if (next < 0 || before(i, next) < 0) next = i;
    }
    if (next < 0) {
      const stuck = ordered.filter((_, i) => !done[i]).map((s) => s.sql.split("\n")[0]);
      throw new Error(`the baseline has a dependency cycle among:\n  ${stuck.slice(0, 20).join("\n  ")}`);
    }
    done[next] = true;
    sequence.push(next);
  }
  return BASELINE_ORDER.map((domain, f) => {
    const inFile = sequence.filter((i) => file[i] === f);
    // Runs of statements in the order they must run; a run of another domain's statements gets a banner.
    const runs: { from: Domain; statements: Statement[] }[] = [];
    for (const i of inFile) {
      const s = ordered[i]!;
      const last = runs.at(-1);
      if (last && last.from === s.domain) last.statements.push(s);
      else runs.push({ from: s.domain, statements: [s] });
    }
    const parts = [
      [
        `-- ${title}: ${domain}.`,
        "-- Generated by scripts/db-schema/baseline.ts from the database the squashed migrations built; read",
        `-- supabase/schemas/${domain}.sql instead (it is kept current, this file is history).`,
      ].join("\n"),
      "SET check_function_bodies = off;",
      ...(f === 0 ? [API_ROLES] : []),
      ...runs.flatMap((run) =>
        run.from === domain
          ? [joinStatements(run.statements, false)]
          : [banner(`From ${run.from}.sql: needs objects of ${domain}`), joinStatements(run.statements, false)],
      ),
      "RESET check_function_bodies;",
    ];
    const moved = inFile.filter((i) => own[i] !== f).length;
    return { domain, text: `${parts.join("\n\n")}\n`, moved };
  });
}
