/**
 * Reads from pg_catalog everything the migrations create in the app's schemas (and what they add to
 * Supabase's: triggers on auth.users, grants on schema auth, Storage buckets and policies), with
 * PostgreSQL's own deparsers (pg_get_functiondef, pg_get_triggerdef, …). The connection's
 * search_path is empty, so every name comes out schema-qualified, as in pg_dump.
 */
import type { Sql } from "postgres";
import { REFERENCE_TABLES, SCHEMAS, qualified } from "./domains.ts";

/** Schemas of PostgreSQL, Supabase and its local stand-in: not the app's (the app only adds to auth and storage). */
const SYSTEM_SCHEMAS = [
  "information_schema",
  "auth",
  "storage",
  "supabase_migrations",
  "supabase_functions",
  "graphql",
  "graphql_public",
  "realtime",
  "_realtime",
  "_analytics",
  "vault",
  "net",
  "cron",
  "pgsodium",
  "pgsodium_masks",
  "pgbouncer",
  "pgtle",
  "extensions",
];

/** A catalog object as pg_depend names it: `<catalog table>:<oid>`. */
export type Ref = string;

export type Acl = { grantee: string; privilege: string }[];

type Schema = {
  ref: Ref;
  name: string;
  owner: string;
  acl: Acl | null;
  comment: string | null;
  created: boolean;
};
type Extension = { ref: Ref; name: string; schema: string };
type EnumType = { ref: Ref; name: string; labels: string[]; acl: Acl | null; comment: string | null };

type Column = {
  name: string;
  type: string;
  notNull: boolean;
  defaultExpr: string | null;
  generatedExpr: string | null;
  identity: "" | "a" | "d";
  identitySequence: string | null;
  identityOptions: string | null;
  collation: string | null;
  comment: string | null;
  acl: Acl | null;
};

type Constraint = { name: string; type: string; definition: string; validated: boolean; comment: string | null };

export type Table = {
  ref: Ref;
  name: string;
  kind: "table" | "partitioned" | "view";
  /** For a partition: the parent's name and the bound (`FOR VALUES …`). */
  partitionOf: string | null;
  partitionBound: string | null;
  partitionKey: string | null;
  viewDefinition: string | null;
  options: string[];
  rowSecurity: boolean;
  forceRowSecurity: boolean;
  columns: Column[];
  constraints: Constraint[];
  acl: Acl | null;
  comment: string | null;
  sequences: { name: string; acl: Acl | null }[];
};

type Index = { ref: Ref; name: string; table: string; definition: string; comment: string | null };

export type Trigger = {
  ref: Ref;
  name: string;
  table: string;
  definition: string;
  timing: "BEFORE" | "AFTER" | "INSTEAD OF";
  level: "ROW" | "STATEMENT";
  events: string[];
  conditional: boolean;
  fn: string;
  fnSchema: string;
  comment: string | null;
};

export type Policy = {
  ref: Ref;
  name: string;
  table: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  withCheck: string | null;
  comment: string | null;
};

export type PgFunction = {
  ref: Ref;
  name: string;
  schema: string;
  /** `schema.name(argument types)`: how GRANT and COMMENT name it. */
  signature: string;
  definition: string;
  acl: Acl | null;
  comment: string | null;
};

type Bucket = { id: string; values: string };
type ReferenceRows = { table: string; columns: string[]; rows: string[] };

/** pg_depend, reduced to the objects a statement needs: `needs[dependent] = referenced objects`. */
type Dependencies = Map<Ref, Set<Ref>>;

export type Catalog = {
  schemas: Schema[];
  extensions: Extension[];
  enums: EnumType[];
  tables: Table[];
  indexes: Index[];
  triggers: Trigger[];
  policies: Policy[];
  functions: PgFunction[];
  buckets: Bucket[];
  referenceRows: ReferenceRows[];
  dependencies: Dependencies;
  /** Maps any referenced object to the object whose statement creates it (a column type's array to the type …). */
  providers: Map<Ref, Ref>;
};

const aclColumn = (column: string) => `
  (select coalesce(jsonb_agg(jsonb_build_object(
      'grantee', case when a.grantee = 0 then 'PUBLIC' else a.grantee::regrole::text end,
      'privilege', a.privilege_type)), '[]')
   from aclexplode(${column}) a)`;

export async function readCatalog(sql: Sql): Promise<Catalog> {
  await sql`set search_path = ''`;
  const system = await sql<{ name: string }[]>`
    select nspname as name from pg_namespace
    where nspname = any (${SYSTEM_SCHEMAS}) or nspname like 'pg\\_%'`;
  const systemSchemas = system.map((s) => s.name);

  // Extension members (the extensions' own functions, operator classes …) are the extensions'.
  const members = await sql<{ ref: Ref; extension: Ref }[]>`
    select d.classid::regclass::text || ':' || d.objid as ref, 'pg_extension:' || d.refobjid as extension
    from pg_depend d where d.refclassid = 'pg_extension'::regclass and d.deptype = 'e'`;

  const schemas = await sql<Schema[]>`
    select 'pg_namespace:' || n.oid as ref, n.nspname as name, n.nspowner::regrole::text as owner,
      case when n.nspacl is null then null else ${sql.unsafe(aclColumn("n.nspacl"))} end as acl,
      obj_description(n.oid, 'pg_namespace') as comment,
      n.nspname not in ('public', 'auth') as created
    from pg_namespace n
    where n.nspname = any (${[...SCHEMAS, "extensions", "auth"]})
    order by n.nspname = 'public' desc, n.nspname`;
  const appSchemas = schemas.filter((s) => s.name !== "auth").map((s) => s.name);
  // A schema the migrations made and SCHEMAS does not list would be left out: stop instead. An empty one (a
  // test's scratch schema) holds nothing to write.
  const unlistedSchemas = await sql<{ name: string }[]>`
    select n.nspname as name from pg_namespace n
    where n.nspname <> all (${[...systemSchemas, ...SCHEMAS]})
      and (exists (select 1 from pg_class c where c.relnamespace = n.oid)
        or exists (select 1 from pg_proc p where p.pronamespace = n.oid)
        or exists (select 1 from pg_type t where t.typnamespace = n.oid))`;

  const extensions = await sql<Extension[]>`
    select 'pg_extension:' || e.oid as ref, e.extname as name, e.extnamespace::regnamespace::text as schema
    from pg_extension e where e.extname <> 'plpgsql' order by e.extname`;

  const unsupportedTypes = await sql<{ name: string; kind: string }[]>`
    select t.oid::regtype::text as name, t.typtype::text as kind
    from pg_type t
    where t.typnamespace::regnamespace::text = any (${appSchemas}) and t.typtype in ('c', 'd', 'r', 'm', 'b', 'p')
      and not (t.typtype = 'c' and (select c.relkind from pg_class c where c.oid = t.typrelid) <> 'c')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
      and t.typelem = 0`;
  const enums = await sql<EnumType[]>`
    select 'pg_type:' || t.oid as ref, t.oid::regtype::text as name,
      array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels,
      case when t.typacl is null then null else ${sql.unsafe(aclColumn("t.typacl"))} end as acl,
      obj_description(t.oid, 'pg_type') as comment
    from pg_type t
    where t.typtype = 'e' and t.typnamespace::regnamespace::text = any (${appSchemas})
      and not exists (select 1 from pg_depend d where d.classid = 'pg_type'::regclass and d.objid = t.oid and d.deptype = 'e')
    order by 2`;

  const unsupportedRelations = await sql<{ name: string; kind: string }[]>`
    select c.oid::regclass::text as name, c.relkind::text as kind
    from pg_class c
    where c.relnamespace::regnamespace::text = any (${appSchemas})
      and (c.relkind in ('m', 'f', 'c')
        or (c.relkind = 'S' and not exists (
          select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i'))
        or (c.relkind in ('r', 'p') and (c.relreplident <> 'd' or c.relpersistence <> 'p')))
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

  const tables = await sql<Table[]>`
    select 'pg_class:' || c.oid as ref, c.oid::regclass::text as name,
      case c.relkind when 'p' then 'partitioned' when 'v' then 'view' else 'table' end as kind,
      (select i.inhparent::regclass::text from pg_inherits i where i.inhrelid = c.oid and c.relispartition) as "partitionOf",
      case when c.relispartition then pg_get_expr(c.relpartbound, c.oid) end as "partitionBound",
      case when c.relkind = 'p' then pg_get_partkeydef(c.oid) end as "partitionKey",
      case when c.relkind = 'v' then pg_get_viewdef(c.oid) end as "viewDefinition",
      coalesce(c.reloptions, '{}') as options,
      c.relrowsecurity as "rowSecurity", c.relforcerowsecurity as "forceRowSecurity",
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'notNull', a.attnotnull,
          'defaultExpr', case when a.attgenerated = '' then pg_get_expr(ad.adbin, ad.adrelid) end,
          'generatedExpr', case when a.attgenerated <> '' then pg_get_expr(ad.adbin, ad.adrelid) end,
          'identity', a.attidentity,
          'identitySequence', s.seqrelid::regclass::text,
          'identityOptions', case when s.seqrelid is not null then concat_ws(' ',
            case when s.seqstart <> 1 then 'START WITH ' || s.seqstart end,
            case when s.seqincrement <> 1 then 'INCREMENT BY ' || s.seqincrement end,
            case when s.seqmin <> 1 then 'MINVALUE ' || s.seqmin end,
            case when s.seqmax <> case format_type(a.atttypid, null) when 'smallint' then 32767 when 'integer' then 2147483647 else 9223372036854775807 end
              then 'MAXVALUE ' || s.seqmax end,
            case when s.seqcache <> 1 then 'CACHE ' || s.seqcache end,
            case when s.seqcycle then 'CYCLE' end) end,
          'collation', case when a.attcollation <> t.typcollation then (select quote_ident(co.collname) from pg_collation co where co.oid = a.attcollation) end,
          'comment', col_description(c.oid, a.attnum),
          'acl', case when a.attacl is null then null else ${sql.unsafe(aclColumn("a.attacl"))} end
        ) order by a.attnum)
        from pg_attribute a
        join pg_type t on t.oid = a.atttypid
        left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
        left join pg_depend sd on sd.refclassid = 'pg_class'::regclass and sd.refobjid = c.oid and sd.refobjsubid = a.attnum
          and sd.classid = 'pg_class'::regclass and sd.deptype = 'i' and a.attidentity <> ''
        left join pg_sequence s on s.seqrelid = sd.objid
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and (not c.relispartition or a.attacl is not null)
      ), '[]') as columns,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'name', k.conname, 'type', k.contype, 'definition', pg_get_constraintdef(k.oid),
          'validated', k.convalidated, 'comment', obj_description(k.oid, 'pg_constraint')
        ) order by array_position(array['p', 'u', 'c', 'f', 'x'], k.contype::text), k.conname)
        from pg_constraint k
        where k.conrelid = c.oid and k.contype <> 'n' and k.conparentid = 0 and (not c.relispartition or k.conislocal)
      ), '[]') as constraints,
      case when c.relacl is null then null else ${sql.unsafe(aclColumn("c.relacl"))} end as acl,
      obj_description(c.oid, 'pg_class') as comment,
      coalesce((
        select jsonb_agg(jsonb_build_object('name', s.oid::regclass::text,
          'acl', case when s.relacl is null then null else ${sql.unsafe(aclColumn("s.relacl"))} end) order by s.relname)
        from pg_depend d join pg_class s on s.oid = d.objid
        where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.refobjid = c.oid
          and d.deptype = 'i' and s.relkind = 'S'
      ), '[]') as sequences
    from pg_class c
    where c.relkind in ('r', 'p', 'v') and c.relnamespace::regnamespace::text = any (${appSchemas})
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
    order by c.oid::regclass::text`;

  const unsupportedColumns = await sql<{ name: string }[]>`
    select c.oid::regclass::text || '.' || a.attname as name
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
    where c.relnamespace::regnamespace::text = any (${appSchemas}) and c.relkind in ('r', 'p') and a.attnum > 0
      and not a.attisdropped
      and (a.attstorage <> t.typstorage or a.attcompression <> '' or a.attstattarget is not null or a.attoptions is not null)`;

  const indexes = await sql<Index[]>`
    select 'pg_class:' || i.indexrelid as ref, i.indexrelid::regclass::text as name, i.indrelid::regclass::text as "table",
      pg_get_indexdef(i.indexrelid) as definition, obj_description(i.indexrelid, 'pg_class') as comment
    from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class tc on tc.oid = i.indrelid
    where tc.relnamespace::regnamespace::text = any (${appSchemas})
      and not ic.relispartition
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype in ('p', 'u', 'x') and k.conrelid = i.indrelid)
    order by 2`;

  const triggers = await sql<(Omit<Trigger, "timing" | "level" | "events"> & { type: number; columns: string[] })[]>`
    select 'pg_trigger:' || t.oid as ref, t.tgname as name, t.tgrelid::regclass::text as "table",
      pg_get_triggerdef(t.oid) as definition, t.tgtype as type, t.tgqual is not null as conditional,
      array(select a.attname::text from unnest(t.tgattr::int2[]) with ordinality as u (n, o)
            join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = u.n order by u.o) as columns,
      p.oid::regproc::text as fn, p.pronamespace::regnamespace::text as "fnSchema",
      obj_description(t.oid, 'pg_trigger') as comment
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgparentid = 0
      and (c.relnamespace::regnamespace::text = any (${appSchemas}) or p.pronamespace::regnamespace::text = any (${appSchemas}))`;

  const invalidIndexes = await sql<{ name: string }[]>`
    select i.indexrelid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace::regnamespace::text = any (${appSchemas}) and not (i.indisvalid and i.indisready)`;

  const unsupportedTriggers = await sql<{ name: string }[]>`
    select t.tgrelid::regclass::text || '.' || t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace::regnamespace::text = any (${appSchemas})
      and (t.tgenabled <> 'O' or t.tgconstraint <> 0)`;

  const policies = await sql<Policy[]>`
    select 'pg_policy:' || p.oid as ref, p.polname as name, p.polrelid::regclass::text as "table",
      p.polpermissive as permissive,
      case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE' when 'd' then 'DELETE' else 'ALL' end as command,
      array(select case when r = 0 then 'PUBLIC' else r::regrole::text end from unnest(p.polroles) r order by 1) as roles,
      pg_get_expr(p.polqual, p.polrelid) as using, pg_get_expr(p.polwithcheck, p.polrelid) as "withCheck",
      obj_description(p.oid, 'pg_policy') as comment
    from pg_policy p join pg_class c on c.oid = p.polrelid
    where c.relnamespace::regnamespace::text = any (${[...appSchemas, "storage"]})
    order by 3, 2`;

  const unsupportedFunctions = await sql<{ name: string }[]>`
    select p.oid::regprocedure::text as name from pg_proc p
    where p.pronamespace::regnamespace::text = any (${appSchemas}) and p.prokind in ('a', 'w')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
  const functions = await sql<PgFunction[]>`
    select 'pg_proc:' || p.oid as ref, p.proname as name, p.pronamespace::regnamespace::text as schema,
      p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as definition,
      case when p.proacl is null then null else ${sql.unsafe(aclColumn("p.proacl"))} end as acl,
      obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p
    where p.pronamespace::regnamespace::text = any (${appSchemas}) and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.pronamespace::regnamespace::text = 'public' desc, p.pronamespace::regnamespace::text, p.proname, 4`;

  const [storage] = await sql`select 1 from pg_class where oid = to_regclass('storage.buckets')`;
  const buckets = storage
    ? await sql<Bucket[]>`
        select b.id, concat_ws(', ', quote_literal(b.id), quote_literal(b.name), b.public::text,
          coalesce(b.file_size_limit::text, 'NULL'), coalesce(quote_literal(b.allowed_mime_types::text), 'NULL')) as values
        from storage.buckets b order by b.id`
    : [];

  const referenceRows: ReferenceRows[] = [];
  for (const table of REFERENCE_TABLES.map(qualified)) {
    const columns = await sql<{ name: string; literal: string; key: number | null }[]>`
      select quote_ident(a.attname) as name,
        case when t.typcategory in ('N', 'B') then format('coalesce(%I::text, ''NULL'')', a.attname)
             else format('quote_nullable(%I::text)', a.attname) end as literal,
        array_position((select k.conkey from pg_constraint k where k.conrelid = a.attrelid and k.contype = 'p'), a.attnum) as key
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`;
    const order = columns
      .filter((c) => c.key !== null)
      .sort((a, b) => a.key! - b.key!)
      .map((c) => c.name);
    const rows = await sql.unsafe<{ row: string }[]>(
      `select concat_ws(', ', ${columns.map((c) => c.literal).join(", ")}) as row from ${table} order by ${order.join(", ")}`,
    );
    referenceRows.push({ table, columns: columns.map((c) => c.name), rows: rows.map((r) => r.row) });
  }

  const dependencies: Dependencies = new Map();
  for (const d of await sql<{ ref: Ref; needs: Ref }[]>`
    select d.classid::regclass::text || ':' || d.objid as ref, d.refclassid::regclass::text || ':' || d.refobjid as needs
    from pg_depend d
    where d.deptype in ('n', 'a') and d.refobjid <> 0 and not (d.classid = d.refclassid and d.objid = d.refobjid)`) {
    if (!dependencies.has(d.ref)) dependencies.set(d.ref, new Set());
    dependencies.get(d.ref)!.add(d.needs);
  }

  // What creates an object a statement may refer to: a row type or identity sequence comes with its
  // table, an array type with its element type, a constraint (and its index) with its table.
  const providers = new Map<Ref, Ref>(members.map((m) => [m.ref, m.extension]));
  for (const p of await sql<{ ref: Ref; provider: Ref }[]>`
    select 'pg_type:' || t.oid as ref, 'pg_class:' || t.typrelid as provider from pg_type t where t.typrelid <> 0
    union all
    select 'pg_type:' || t.oid, 'pg_type:' || t.typelem from pg_type t where t.typelem <> 0 and t.typcategory = 'A'
    union all
    select 'pg_constraint:' || k.oid, 'pg_class:' || k.conrelid from pg_constraint k where k.conrelid <> 0
    union all
    select 'pg_class:' || k.conindid, 'pg_class:' || k.conrelid from pg_constraint k where k.conindid <> 0 and k.contype in ('p', 'u', 'x')
    union all
    select 'pg_attrdef:' || ad.oid, 'pg_class:' || ad.adrelid from pg_attrdef ad
    union all
    select 'pg_rewrite:' || r.oid, 'pg_class:' || r.ev_class from pg_rewrite r
    union all
    select 'pg_class:' || d.objid, 'pg_class:' || d.refobjid from pg_depend d
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype = 'i'`) {
    if (!providers.has(p.ref)) providers.set(p.ref, p.provider);
  }

  const unsupported = [
    ...unlistedSchemas.map((n) => `schema ${n.name} (not in SCHEMAS of scripts/db-schema/domains.ts)`),
    ...unsupportedTypes.map((t) => `type ${t.name} (typtype ${t.kind})`),
    ...unsupportedRelations.map(
      (r) => `relation ${r.name} (relkind ${r.kind}, or a non-default persistence/replica identity)`,
    ),
    ...unsupportedColumns.map((c) => `column ${c.name} (storage, compression, statistics or options)`),
    ...unsupportedTriggers.map((t) => `trigger ${t.name} (disabled or a constraint trigger)`),
    ...invalidIndexes.map((i) => `index ${i.name} (not valid: rebuild it)`),
    ...unsupportedFunctions.map((f) => `function ${f.name} (aggregate or window)`),
  ];
  if (unsupported.length) {
    throw new Error(
      `scripts/db-schema would leave these out (extend it, or list the schema):\n  ${unsupported.join("\n  ")}`,
    );
  }

  return {
    schemas: [...schemas],
    extensions: [...extensions],
    enums: [...enums],
    tables: [...tables],
    indexes: [...indexes],
    triggers: triggers.map(({ type, columns, ...t }) => ({ ...t, ...triggerType(type, columns) })),
    policies: [...policies],
    functions: [...functions],
    buckets: [...buckets],
    referenceRows,
    dependencies,
    providers,
  };
}

/** pg_trigger.tgtype's bits (PostgreSQL's TRIGGER_TYPE_* constants). */
function triggerType(type: number, columns: string[]): Pick<Trigger, "timing" | "level" | "events"> {
  const events = [
    type & 4 ? "INSERT" : null,
    type & 16 ? (columns.length ? `UPDATE OF ${columns.join(", ")}` : "UPDATE") : null,
    type & 8 ? "DELETE" : null,
    type & 32 ? "TRUNCATE" : null,
  ].filter((e): e is string => e !== null);
  return {
    timing: type & 64 ? "INSTEAD OF" : type & 2 ? "BEFORE" : "AFTER",
    level: type & 1 ? "ROW" : "STATEMENT",
    events,
  };
}
