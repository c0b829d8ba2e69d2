/**
 * Reads from pg_catalog what the Supabase CLI's type generator (postgres-meta) reads for one
 * schema: tables, views, columns, foreign keys, functions and every type they name.
 */
import type { Sql } from "postgres";

export type Relation = { id: number; name: string; kind: "table" | "view"; isUpdatable: boolean };

export type Column = {
  tableId: number;
  name: string;
  /** The type name (`int8`, `_text`, an enum's name); a domain gives its base type's. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  identityAlways: boolean;
  isUpdatable: boolean;
};

export type Relationship = {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
};

export type FunctionArg = {
  mode: "in" | "out" | "inout" | "variadic" | "table";
  name: string;
  typeId: number;
  hasDefault: boolean;
};

export type PgFunction = {
  name: string;
  args: FunctionArg[];
  argumentTypes: string;
  returnType: string;
  returnTypeId: number;
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** The planner's row estimate of a set-returning function (null otherwise). */
  rows: number | null;
};

export type PgType = {
  id: number;
  name: string;
  schema: string;
  /** `format_type()`: a row type's qualified name when its schema is not on the search path. */
  format: string;
  enums: string[];
  attributes: { name: string; typeId: number }[];
  relationId: number | null;
};

export type Catalog = {
  schema: string;
  relations: Relation[];
  columns: Column[];
  relationships: Relationship[];
  functions: PgFunction[];
  types: PgType[];
};

export async function introspect(sql: Sql, schema = "public"): Promise<Catalog> {
  const relations = await sql<Relation[]>`
    select c.oid::int8 as id, c.relname as name,
      case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
      (c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20) as "isUpdatable"
    from pg_class c
    where c.relnamespace = ${schema}::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`;

  const columns = await sql<Column[]>`
    select a.attrelid::int8 as "tableId", a.attname as name,
      coalesce(bt.typname, t.typname) as format,
      not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as "isNullable",
      a.atthasdef as "hasDefault",
      a.attidentity in ('a', 'd') as "isIdentity",
      a.attidentity = 'a' as "identityAlways",
      (c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))) as "isUpdatable"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    where c.relnamespace = ${schema}::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
      and a.attnum > 0 and not a.attisdropped`;

  // As PostgREST's schema cache: a foreign key is one-to-one when its columns are a primary key or unique.
  const relationships = await sql<Relationship[]>`
    with keys as (
      select conrelid, jsonb_agg(cols) as cols
      from pg_constraint
      cross join lateral (
        select array_agg(a.attname order by a.attnum) as cols
        from unnest(conkey) k join pg_attribute a on a.attrelid = conrelid and a.attnum = k
      ) _
      where contype in ('p', 'u') and connamespace = ${schema}::regnamespace
      group by conrelid
    )
    select f.conname as "foreignKeyName", tab.relname as relation,
      info.cols as columns, other.relname as "referencedRelation", info.refs as "referencedColumns",
      coalesce(info.cols in (select * from jsonb_array_elements(keys.cols)), false) as "isOneToOne"
    from pg_constraint f
    cross join lateral (
      select jsonb_agg(ca.attname order by ord) as cols, jsonb_agg(ra.attname order by ord) as refs
      from unnest(f.conkey, f.confkey) with ordinality as _(col, ref, ord)
      join pg_attribute ca on ca.attrelid = f.conrelid and ca.attnum = col
      join pg_attribute ra on ra.attrelid = f.confrelid and ra.attnum = ref
    ) info
    join pg_class tab on tab.oid = f.conrelid
    join pg_class other on other.oid = f.confrelid
    left join keys on keys.conrelid = f.conrelid
    where f.contype = 'f' and f.conparentid = 0
      and f.connamespace = ${schema}::regnamespace and other.relnamespace = ${schema}::regnamespace`;

  const functions = await sql<PgFunction[]>`
    with f as (
      select p.*,
        coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as modes,
        coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as names,
        coalesce(p.proallargtypes, p.proargtypes::oid[]) as types
      from pg_proc p
      where p.pronamespace = ${schema}::regnamespace and p.prokind = 'f'
    )
    select f.proname as name,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'mode', case m when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' else 'table' end,
          'name', n, 'typeId', t::int8,
          -- The defaults belong to the last input arguments.
          'hasDefault', m in ('i', 'b', 'v') and i > f.pronargs - f.pronargdefaults
        ) order by ord)
        from (
          select m, n, t, ord, count(*) filter (where m in ('i', 'b', 'v')) over (order by ord) as i
          from unnest(f.modes, f.names, f.types) with ordinality as _(m, n, t, ord)
        ) a
      ), '[]') as args,
      pg_get_function_arguments(f.oid) as "argumentTypes",
      pg_get_function_result(f.oid) as "returnType",
      f.prorettype::int8 as "returnTypeId",
      nullif(rt.typrelid::int8, 0) as "returnTypeRelationId",
      f.proretset as "isSetReturning",
      case when f.proretset then nullif(f.prorows, 0)::float8 end as rows
    from f
    join pg_type rt on rt.oid = f.prorettype
    where rt.typname not in ('trigger', 'event_trigger')`;

  const types = await sql<PgType[]>`
    select t.oid::int8 as id, t.typname as name, n.nspname as schema, format_type(t.oid, null) as format,
      coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
      coalesce((
        select jsonb_agg(jsonb_build_object('name', a.attname, 'typeId', a.atttypid::int8) order by a.attnum)
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped
      ), '[]') as attributes,
      nullif(t.typrelid::int8, 0) as "relationId"
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

  const plain = <T>(rows: readonly T[]): T[] => rows.map((row) => ({ ...row }));
  return {
    schema,
    relations: plain(relations).map((r) => ({ ...r, id: Number(r.id) })),
    columns: plain(columns).map((c) => ({ ...c, tableId: Number(c.tableId) })),
    relationships: plain(relationships),
    functions: plain(functions).map((f) => ({
      ...f,
      returnTypeId: Number(f.returnTypeId),
      returnTypeRelationId: f.returnTypeRelationId === null ? null : Number(f.returnTypeRelationId),
    })),
    types: plain(types).map((t) => ({
      ...t,
      id: Number(t.id),
      relationId: t.relationId === null ? null : Number(t.relationId),
    })),
  };
}
