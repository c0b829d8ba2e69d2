/**
 * Writes `database.types.ts` in the shape and layout of `supabase gen types typescript`
 * (postgres-meta's TypeScript template, as formatted by Prettier with `semi: false`):
 * same type mapping, same ordering, same helper types, so the file could be swapped for the
 * CLI's output without changing any code that uses it.
 */
import type { Catalog, Column, FunctionArg, PgFunction, PgType, Relation, Relationship } from "./introspect.ts";

const WIDTH = 80;
/** The PostgREST version supabase-js types the client for ("12" is also its default: no 13+ features such as maxAffected). */
const POSTGREST_VERSION = "12";

const pad = (n: number) => " ".repeat(n);
const byName = (a: string, b: string) => a.localeCompare(b, "en");
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** A type as Prettier lays it out: one line, or several lines (the first without indentation). */
type Doc = { inline?: string; lines?: string[] };

const one = (inline: string): Doc => ({ inline });

/** `name: a | b`, or the union broken over lines when it does not fit. */
function member(indent: number, name: string, union: string[], optional = false): string[] {
  const head = `${pad(indent)}${key(name)}${optional ? "?" : ""}:`;
  const line = `${head} ${union.join(" | ")}`;
  if (union.length === 1 || line.length <= WIDTH) return [line];
  return [head, ...union.map((t) => `${pad(indent + 2)}| ${t}`)];
}

/** A member whose type is a document (an object type spans lines). */
function docMember(indent: number, name: string, doc: Doc, suffix = ""): string[] {
  if (doc.inline !== undefined) return member(indent, name, [doc.inline + suffix]);
  const [first, ...rest] = doc.lines!;
  return [`${pad(indent)}${key(name)}: ${first}`, ...rest.slice(0, -1), `${rest.at(-1)}${suffix}`];
}

type ObjectMember = { name: string; type: string; optional?: boolean };

const inlineObject = (members: ObjectMember[]) =>
  `{ ${members.map((m) => `${key(m.name)}${m.optional ? "?" : ""}: ${m.type}`).join("; ")} }`;

/** An object type: kept on one line when it fits and `expand` is false, as Prettier does. */
function objectType(indent: number, members: ObjectMember[], expand: boolean, prefix: number): Doc {
  if (members.length === 0) return one("{}");
  if (!expand && prefix + inlineObject(members).length <= WIDTH) return one(inlineObject(members));
  return {
    lines: [
      "{",
      ...members.flatMap((m) => member(indent + 2, m.name, m.type.split(" | "), m.optional)),
      `${pad(indent)}}`,
    ],
  };
}

export function renderDatabaseTypes(catalog: Catalog): string {
  const { schema } = catalog;
  const typesById = new Map(catalog.types.map((t) => [t.id, t]));
  const tables = catalog.relations.filter((r) => r.kind === "table").sort((a, b) => byName(a.name, b.name));
  const views = catalog.relations.filter((r) => r.kind === "view").sort((a, b) => byName(a.name, b.name));
  const relationNames = new Map(catalog.relations.map((r) => [r.id, r.name]));
  const enums = catalog.types
    .filter((t) => t.schema === schema && t.enums.length > 0)
    .sort((a, b) => byName(a.name, b.name));
  const composites = catalog.types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort((a, b) => byName(a.name, b.name));
  const columnsOf = new Map<number, Column[]>();
  for (const c of catalog.columns) columnsOf.set(c.tableId, [...(columnsOf.get(c.tableId) ?? []), c]);
  for (const list of columnsOf.values()) list.sort((a, b) => byName(a.name, b.name));

  /** postgres-meta's `pgTypeToTsType`: the TypeScript type of a Postgres type name. */
  function tsType(pgType: string): string {
    if (pgType === "bool") return "boolean";
    if (["int2", "int4", "int8", "float4", "float8", "numeric"].includes(pgType)) return "number";
    if (
      [
        "bytea",
        "bpchar",
        "varchar",
        "date",
        "text",
        "citext",
        "time",
        "timetz",
        "timestamp",
        "timestamptz",
        "uuid",
        "vector",
        "interval",
      ].includes(pgType)
    )
      return "string";
    if (pgType === "json" || pgType === "jsonb") return "Json";
    if (pgType === "void") return "undefined";
    if (pgType === "record") return "Record<string, unknown>";
    if (pgType.startsWith("_")) {
      const element = tsType(pgType.slice(1));
      return / [|&] |^Record</.test(element) ? `(${element})[]` : `${element}[]`;
    }
    const named = (list: PgType[]) => list.find((t) => t.schema === schema) ?? list[0];
    const enumType = named(catalog.types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return enumType.schema === schema
        ? `Database["${schema}"]["Enums"]["${enumType.name}"]`
        : enumType.enums.map((v) => JSON.stringify(v)).join(" | ");
    }
    const composite = named(catalog.types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite)
      return composite.schema === schema ? `Database["${schema}"]["CompositeTypes"]["${composite.name}"]` : "unknown";
    if (tables.some((t) => t.name === pgType)) return `Database["${schema}"]["Tables"]["${pgType}"]["Row"]`;
    if (views.some((v) => v.name === pgType)) return `Database["${schema}"]["Views"]["${pgType}"]["Row"]`;
    return "unknown";
  }
  const typeOfId = (id: number) => {
    const type = typesById.get(id);
    return type ? tsType(type.name) : "unknown";
  };
  // `unknown` already includes null.
  const nullable = (type: string, isNullable: boolean) => (isNullable && type !== "unknown" ? `${type} | null` : type);

  // Functions PostgREST can call: named arguments, or a single unnamed json/jsonb/text (or row) one.
  const unnamedOk = new Set([114, 3802, 25]);
  const isRowType = (id: number) => typesById.get(id)?.relationId != null;
  const inArgsOf = (fn: PgFunction) =>
    fn.args.filter((a) => a.mode === "in" || a.mode === "inout" || a.mode === "variadic");
  const functions = catalog.functions
    .map((fn) => ({ ...fn, args: [...fn.args].sort((a, b) => byName(a.name, b.name)) }))
    .filter((fn) => {
      const inArgs = inArgsOf(fn);
      return (
        inArgs.length === 0 ||
        inArgs.every((a) => a.name !== "" || (a.hasDefault && unnamedOk.has(a.typeId))) ||
        (inArgs.length === 1 && (unnamedOk.has(inArgs[0]!.typeId) || isRowType(inArgs[0]!.typeId)))
      );
    })
    .sort((a, b) => byName(a.name, b.name));

  const returnTableName = (fn: PgFunction): string | null => {
    if (!fn.returnTypeRelationId) return null;
    return relationNames.get(fn.returnTypeRelationId) ?? typesById.get(fn.returnTypeId)?.name ?? null;
  };

  /** What a function returns, before `[]` for a set: a TABLE(...) or row as an object type, else a scalar. */
  function returnDoc(fn: PgFunction, indent: number): Doc {
    const tableArgs = fn.args.filter((a) => a.mode === "table");
    if (tableArgs.length > 0) {
      return {
        lines: ["{", ...tableArgs.flatMap((a) => member(indent + 2, a.name, [typeOfId(a.typeId)])), `${pad(indent)}}`],
      };
    }
    const relation = catalog.relations.find((r) => r.id === fn.returnTypeRelationId);
    if (relation) {
      const cols = columnsOf.get(relation.id) ?? [];
      return {
        lines: [
          "{",
          ...cols.flatMap((c) => member(indent + 2, c.name, nullable(tsType(c.format), c.isNullable).split(" | "))),
          `${pad(indent)}}`,
        ],
      };
    }
    return one(typeOfId(fn.returnTypeId));
  }

  function setofOptions(fn: PgFunction, indent: number): string[] {
    const to = returnTableName(fn);
    const many = fn.rows !== null && fn.rows > 1;
    let options: { from: string; to: string; isOneToOne: boolean; isSetofReturn: boolean } | null = to
      ? { from: "*", to, isOneToOne: !many, isSetofReturn: fn.isSetReturning }
      : null;
    const source = fn.args.length === 1 ? typesById.get(fn.args[0]!.typeId) : undefined;
    if (source?.relationId != null && to) {
      const setOfTable = fn.isSetReturning && fn.returnTypeRelationId !== null;
      options = setOfTable
        ? { from: source.format, to, isOneToOne: !many, isSetofReturn: true }
        : { from: source.format, to, isOneToOne: true, isSetofReturn: false };
    }
    if (!options) return [];
    const i = pad(indent + 2);
    return [
      `${pad(indent)}SetofOptions: {`,
      `${i}from: ${JSON.stringify(options.from)}`,
      `${i}to: ${JSON.stringify(options.to)}`,
      `${i}isOneToOne: ${options.isOneToOne}`,
      `${i}isSetofReturn: ${options.isSetofReturn}`,
      `${pad(indent)}}`,
    ];
  }

  /** Overloads that PostgREST cannot tell apart are typed as errors, as the CLI does. */
  function conflict(fn: PgFunction, overloads: PgFunction[]): string | null {
    if (overloads.length <= 1) return null;
    const inArgs = inArgsOf(fn);
    if (inArgs.length === 0) {
      const other = overloads.find(
        (o) => o !== fn && inArgsOf(o).length === 1 && inArgsOf(o)[0]!.name === "" && inArgsOf(o)[0]!.hasDefault,
      );
      if (other) {
        const returned = typesById.get(other.returnTypeId)?.name ?? "unknown";
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returned}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    if (inArgs.length === 1 && inArgs[0]!.name !== "") {
      const same = (o: PgFunction) => {
        const a = inArgsOf(o);
        return o !== fn && a.length === 1 && a[0]!.name === inArgs[0]!.name && a[0]!.typeId !== inArgs[0]!.typeId;
      };
      if (overloads.some(same)) {
        const list = [fn, ...overloads.filter(same)]
          .sort((a, b) => inArgsOf(a)[0]!.typeId - inArgsOf(b)[0]!.typeId)
          .map(
            (o) =>
              `${schema}.${fn.name}(${inArgsOf(o)
                .map((a) => `${a.name} => ${typesById.get(a.typeId)?.name ?? "unknown"}`)
                .join(", ")})`,
          )
          .join(", ");
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  }

  const argMembers = (args: FunctionArg[]) =>
    args.map((a) => ({ name: a.name, type: typeOfId(a.typeId), optional: a.hasDefault }));

  /** `{ Args; Returns }` of one signature, laid out from `indent` (the column of its `{`'s line). */
  function signature(fn: PgFunction, overloads: PgFunction[], indent: number, prefix: number): Doc {
    const inArgs = inArgsOf(fn);
    const error = conflict(fn, overloads);
    const tableRowError =
      !error && inArgs.length === 1 && inArgs[0]!.name === "" && isRowType(inArgs[0]!.typeId) && !returnTableName(fn);
    let returns: Doc = returnDoc(fn, indent + 2);
    if (error) returns = one(`{ error: true } & ${JSON.stringify(error)}`);
    else if (tableRowError) {
      returns = one(
        `{ error: true } & ${JSON.stringify(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`,
      );
    }
    const collapsible = !(fn.rows !== null && fn.rows > 1) && returnTableName(fn) !== null;
    const suffix = fn.isSetReturning && !collapsible ? "[]" : "";
    const setof = setofOptions(fn, indent + 2);
    if (returns.inline !== undefined && setof.length === 0) {
      const args = inArgs.length === 0 ? "never" : inlineObject(argMembers(inArgs));
      const inline = `{ Args: ${args}; Returns: ${returns.inline}${suffix} }`;
      if (prefix + inline.length <= WIDTH) return one(inline);
    }
    const argsDoc =
      inArgs.length === 0
        ? one("never")
        : objectType(indent + 2, argMembers(inArgs), false, indent + 2 + "Args: ".length);
    return {
      lines: [
        "{",
        ...docMember(indent + 2, "Args", argsDoc),
        ...docMember(indent + 2, "Returns", returns, suffix),
        ...setof,
        `${pad(indent)}}`,
      ],
    };
  }

  function functionEntry(name: string, overloads: PgFunction[], indent: number): string[] {
    if (overloads.length === 1) {
      const prefix = indent + key(name).length + 2;
      return docMember(indent, name, signature(overloads[0]!, overloads, indent, prefix));
    }
    const docs = overloads.map((fn) => signature(fn, overloads, indent + 4, indent + 4));
    const inline = docs.every((d) => d.inline !== undefined)
      ? `${pad(indent)}${key(name)}: ${docs.map((d) => d.inline).join(" | ")}`
      : null;
    if (inline && inline.length <= WIDTH) return [inline];
    return [
      `${pad(indent)}${key(name)}:`,
      ...docs.flatMap((d) =>
        d.inline !== undefined
          ? [`${pad(indent + 2)}| ${d.inline}`]
          : [`${pad(indent + 2)}| ${d.lines![0]}`, ...d.lines!.slice(1)],
      ),
    ];
  }

  function relationshipLines(relation: Relation, indent: number): string[] {
    const list = catalog.relationships
      .filter((r) => r.relation === relation.name)
      .sort(
        (a, b) =>
          byName(a.foreignKeyName, b.foreignKeyName) ||
          byName(a.referencedRelation, b.referencedRelation) ||
          byName(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      );
    if (list.length === 0) return [`${pad(indent)}Relationships: []`];
    const i = pad(indent + 4);
    const array = (values: string[]) => `[${values.map((v) => JSON.stringify(v)).join(", ")}]`;
    return [
      `${pad(indent)}Relationships: [`,
      ...list.flatMap((r: Relationship) => [
        `${pad(indent + 2)}{`,
        `${i}foreignKeyName: ${JSON.stringify(r.foreignKeyName)}`,
        `${i}columns: ${array(r.columns)}`,
        `${i}isOneToOne: ${r.isOneToOne}`,
        `${i}referencedRelation: ${JSON.stringify(r.referencedRelation)}`,
        `${i}referencedColumns: ${array(r.referencedColumns)}`,
        `${pad(indent + 2)}},`,
      ]),
      `${pad(indent)}]`,
    ];
  }

  /** A table's computed fields: functions taking its row as their only argument. */
  const computedFields = (relation: Relation, indent: number) =>
    functions
      .filter((fn) => fn.argumentTypes === relation.name)
      .flatMap((fn) => {
        const doc = returnDoc(fn, indent);
        return doc.inline !== undefined
          ? member(indent, fn.name, nullable(doc.inline, true).split(" | "))
          : docMember(indent, fn.name, doc, " | null");
      });

  const block = (indent: number, name: string, body: string[]) =>
    body.length === 0
      ? [`${pad(indent)}${name}: {`, `${pad(indent + 2)}[_ in never]: never`, `${pad(indent)}}`]
      : [`${pad(indent)}${name}: {`, ...body, `${pad(indent)}}`];
  const typeUnion = (c: Column, forceNullable = c.isNullable) => nullable(tsType(c.format), forceNullable).split(" | ");
  const rowBlock = (relation: Relation, cols: Column[]) =>
    block(8, "Row", [...cols.flatMap((c) => member(10, c.name, typeUnion(c))), ...computedFields(relation, 10)]);

  const tableLines = tables.flatMap((table) => {
    const cols = columnsOf.get(table.id) ?? [];
    return [
      `      ${key(table.name)}: {`,
      ...rowBlock(table, cols),
      ...block(
        8,
        "Insert",
        cols.flatMap((c) =>
          c.identityAlways
            ? [`${pad(10)}${key(c.name)}?: never`]
            : member(10, c.name, typeUnion(c), c.isNullable || c.isIdentity || c.hasDefault),
        ),
      ),
      ...block(
        8,
        "Update",
        cols.flatMap((c) =>
          c.identityAlways ? [`${pad(10)}${key(c.name)}?: never`] : member(10, c.name, typeUnion(c), true),
        ),
      ),
      ...relationshipLines(table, 8),
      "      }",
    ];
  });

  const viewLines = views.flatMap((view) => {
    const cols = columnsOf.get(view.id) ?? [];
    const writable = (c: Column) =>
      c.isUpdatable ? member(10, c.name, typeUnion(c, true), true) : [`${pad(10)}${key(c.name)}?: never`];
    return [
      `      ${key(view.name)}: {`,
      ...rowBlock(view, cols),
      ...(view.isUpdatable
        ? [...block(8, "Insert", cols.flatMap(writable)), ...block(8, "Update", cols.flatMap(writable))]
        : []),
      ...relationshipLines(view, 8),
      "      }",
    ];
  });

  const overloadsByName = new Map<string, PgFunction[]>();
  for (const fn of functions) overloadsByName.set(fn.name, [...(overloadsByName.get(fn.name) ?? []), fn]);
  const functionLines = [...overloadsByName].flatMap(([name, overloads]) =>
    functionEntry(
      name,
      overloads.sort((a, b) => byName(a.argumentTypes, b.argumentTypes) || byName(a.returnType, b.returnType)),
      6,
    ),
  );

  const enumLines = enums.flatMap((e) =>
    member(
      6,
      e.name,
      e.enums.map((v) => JSON.stringify(v)),
    ),
  );
  const compositeLines = composites.flatMap((c) => [
    `      ${key(c.name)}: {`,
    ...c.attributes.flatMap((a) => member(8, a.name, nullable(typeOfId(a.typeId), true).split(" | "))),
    "      }",
  ]);
  const constantLines = enums.flatMap((e) => {
    const values = e.enums.map((v) => JSON.stringify(v));
    const line = `      ${key(e.name)}: [${values.join(", ")}],`;
    return line.length <= WIDTH
      ? [line]
      : [`      ${key(e.name)}: [`, ...values.map((v) => `        ${v},`), "      ],"];
  });

  return [
    "export type Json =",
    "  | string",
    "  | number",
    "  | boolean",
    "  | null",
    "  | { [key: string]: Json | undefined }",
    "  | Json[]",
    "",
    "export type Database = {",
    "  // Allows to automatically instantiate createClient with right options",
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    "  __InternalSupabase: {",
    `    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}`,
    "  }",
    `  ${key(schema)}: {`,
    ...block(4, "Tables", tableLines),
    ...block(4, "Views", viewLines),
    ...block(4, "Functions", functionLines),
    ...block(4, "Enums", enumLines),
    ...block(4, "CompositeTypes", compositeLines),
    "  }",
    "}",
    "",
    helperTypes(schema),
    "export const Constants = {",
    `  ${key(schema)}: {`,
    ...(constantLines.length === 0 ? ["    Enums: {},"] : ["    Enums: {", ...constantLines, "    },"]),
    "  },",
    "} as const",
    "",
  ].join("\n");
}

/** The CLI's helper types, verbatim. */
function helperTypes(schema: string): string {
  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${JSON.stringify(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${tableWrite("TablesInsert", "Insert", "I")}
${tableWrite("TablesUpdate", "Update", "U")}
${schemaMember("Enums", "DefaultSchemaEnumNameOrOptions", "EnumName")}
${schemaMember("CompositeTypes", "PublicCompositeTypeNameOrOptions", "CompositeTypeName")}`;
}

/** `TablesInsert` or `TablesUpdate`: a table's `Insert` or `Update` type, by name or schema and name. */
function tableWrite(type: string, member: string, letter: string): string {
  return `export type ${type}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${member}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${member}: infer ${letter}
      }
      ? ${letter}
      : never
    : never
`;
}

/** `Enums` or `CompositeTypes`: a member of a schema's section, by name or schema and name. */
function schemaMember(section: string, options: string, name: string): string {
  return `export type ${section}<
  ${options} extends
    | keyof DefaultSchema["${section}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${section}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${section}"][${name}]
  : ${options} extends keyof DefaultSchema["${section}"]
    ? DefaultSchema["${section}"][${options}]
    : never
`;
}
