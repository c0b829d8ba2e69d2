/**
 * Moves modules and rewrites every import of them (issue 19's layout, and any later move):
 *
 *   npx tsx scripts/move-modules.ts plan.json
 *
 * plan.json: { "moves": { "old/path.ts": "new/path.ts" }, "splits": { "old/file.ts": { "Symbol": "new/file.ts" } } }.
 * `moves` are done with `git mv` (history follows). A `splits` entry names where each exported symbol
 * of a file that was cut in several went ("*": every other symbol; write the new files by hand after): its
 * named imports are regrouped per new file. Specifiers are rewritten in import/export declarations,
 * `import()`, `typeof import()` and `vi.mock()`, whether absolute (`@/…`) or relative; old paths
 * written in comments and docs are replaced too.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

type Plan = { moves?: Record<string, string>; splits?: Record<string, Record<string, string>> };

const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Plan;
const moves = plan.moves ?? {};
const splits = plan.splits ?? {};
const tracked = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => f && existsSync(f));

for (const [from, to] of Object.entries(moves)) {
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync("git", ["mv", from, to]);
}

const files = tracked();
const movedFrom = new Map(Object.entries(moves).map(([from, to]) => [to, from]));
/** The tree before the moves: what a specifier meant when it was written. */
const oldWorld = new Set([...files.map((f) => movedFrom.get(f) ?? f), ...Object.keys(splits)]);
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function resolveOld(spec: string, importerOld: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(importerOld), spec));
  else return null;
  for (const ext of EXTENSIONS) if (oldWorld.has(base + ext)) return base + ext;
  return null;
}

const stripExt = (p: string) => p.replace(/\.(ts|tsx|js|mjs)$/, "").replace(/\/index$/, "");

function specifierFor(target: string, original: string, importerNew: string): string {
  const keepExt = /\.(ts|tsx)$/.test(original);
  const wanted = keepExt ? target : stripExt(target);
  const aliased =
    /^(app|components|lib|tests|messages)\//.test(target) && /^(app|components|lib|tests)\//.test(importerNew);
  if (original.startsWith("@/")) return `@/${wanted}`;
  let rel = path.posix.relative(path.posix.dirname(importerNew), wanted);
  if (!rel.startsWith(".")) rel = `./${rel}`;
  // A relative path that climbs out of its folder reads better through the alias where there is one.
  if (rel.startsWith("../") && aliased) return `@/${wanted}`;
  return rel;
}

type Edit = { start: number; end: number; text: string };
const unresolved: string[] = [];

function rewrite(file: string): void {
  const text = readFileSync(file, "utf8");
  const importerOld = movedFrom.get(file) ?? file;
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: Edit[] = [];

  const mapSpecifier = (literal: ts.StringLiteralLike, node: ts.Node) => {
    const spec = literal.text;
    const old = resolveOld(spec, importerOld);
    if (!old) {
      if ((spec.startsWith("@/") || spec.startsWith(".")) && !existsSync(spec)) unresolved.push(`${file}: ${spec}`);
      return;
    }
    if (splits[old]) {
      splitImport(node, old, spec);
      return;
    }
    const target = moves[old] ?? old;
    const next = specifierFor(target, spec, file);
    if (next !== spec) edits.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, text: next });
  };

  const splitImport = (node: ts.Node, old: string, spec: string) => {
    const symbols = splits[old]!;
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node))
      throw new Error(`${file}: ${spec} is split; only named imports and exports can follow it`);
    const isExport = ts.isExportDeclaration(node);
    const clause = isExport ? node.exportClause : node.importClause?.namedBindings;
    if (!clause || !(ts.isNamedImports(clause) || ts.isNamedExports(clause)) || (!isExport && node.importClause?.name))
      throw new Error(`${file}: ${spec} is split; use named imports`);
    const typeOnly = isExport ? node.isTypeOnly : Boolean(node.importClause?.isTypeOnly);
    const groups = new Map<string, string[]>();
    for (const element of clause.elements) {
      const name = (element.propertyName ?? element.name).text;
      const target = symbols[name] ?? symbols["*"];
      if (!target) throw new Error(`${file}: no new home for ${name} of ${old}`);
      groups.set(target, [...(groups.get(target) ?? []), element.getText(source)]);
    }
    const lines = [...groups].map(
      ([target, names]) =>
        `${isExport ? "export" : "import"} ${typeOnly ? "type " : ""}{ ${names.join(", ")} } from "${specifierFor(target, spec, file)}";`,
    );
    edits.push({ start: node.getStart(source), end: node.getEnd(), text: lines.join("\n") });
  };

  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      mapSpecifier(node.moduleSpecifier, node);
    else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression.getText(source);
      if (
        first &&
        ts.isStringLiteralLike(first) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword || callee === "vi.mock")
      )
        mapSpecifier(first, node);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      mapSpecifier(node.argument.literal, node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (edits.length === 0) return;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(file, out);
}

const code = files.filter(
  (f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.endsWith(".d.ts") && !f.includes("database.types"),
);
for (const file of code) rewrite(file);

// Paths named in comments and documents ("lib/businesses/queries/public.ts", "lib/businesses/queries/public").
const mentions = Object.entries(moves).flatMap(([from, to]) => [
  [from, to],
  [stripExt(from), stripExt(to)],
]);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const prose = files.filter(
  (f) =>
    /\.(ts|tsx|mts|mjs|md|json|sql|yml|yaml)$/.test(f) &&
    !f.startsWith("supabase/migrations/") &&
    f !== "package-lock.json",
);
for (const file of prose) {
  const text = readFileSync(file, "utf8");
  let out = text;
  for (const [from, to] of mentions)
    out = out.replace(new RegExp(`(?<![\\w@/.-])${escape(from!)}(?![\\w-])`, "g"), to!);
  if (out !== text) writeFileSync(file, out);
}

if (unresolved.length) console.log(`Not resolved (left as they were):\n${unresolved.join("\n")}`);
console.log(`${Object.keys(moves).length} files moved, ${code.length} files read.`);
