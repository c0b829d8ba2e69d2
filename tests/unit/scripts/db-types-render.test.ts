import { describe, expect, it } from "vitest";
import type { Catalog, PgFunction } from "@/scripts/db-types/introspect";
import { renderDatabaseTypes } from "@/scripts/db-types/render";

const TEXT = 25;
const INT8 = 20;
const RECORD = 2249;
const base = [
  { id: TEXT, name: "text" },
  { id: INT8, name: "int8" },
  { id: RECORD, name: "record" },
  { id: 1009, name: "_text" },
  { id: 3614, name: "tsvector" },
].map((t) => ({ ...t, schema: "pg_catalog", format: t.name, enums: [], attributes: [], relationId: null }));

function fn(overrides: Partial<PgFunction>): PgFunction {
  return {
    name: "f",
    args: [],
    argumentTypes: "",
    returnType: "text",
    returnTypeId: TEXT,
    returnTypeRelationId: null,
    isSetReturning: false,
    rows: null,
    ...overrides,
  };
}

const catalog: Catalog = {
  schema: "public",
  relations: [
    { id: 1, name: "listings", kind: "table", isUpdatable: false },
    { id: 2, name: "owners", kind: "table", isUpdatable: false },
  ],
  columns: [
    {
      tableId: 1,
      name: "id",
      format: "int8",
      isNullable: false,
      hasDefault: false,
      isIdentity: true,
      identityAlways: true,
      isUpdatable: true,
    },
    {
      tableId: 1,
      name: "title",
      format: "text",
      isNullable: false,
      hasDefault: false,
      isIdentity: false,
      identityAlways: false,
      isUpdatable: true,
    },
    {
      tableId: 1,
      name: "status",
      format: "status",
      isNullable: false,
      hasDefault: true,
      isIdentity: false,
      identityAlways: false,
      isUpdatable: true,
    },
    {
      tableId: 1,
      name: "tags",
      format: "_text",
      isNullable: true,
      hasDefault: false,
      isIdentity: false,
      identityAlways: false,
      isUpdatable: true,
    },
    {
      tableId: 1,
      name: "document",
      format: "tsvector",
      isNullable: true,
      hasDefault: false,
      isIdentity: false,
      identityAlways: false,
      isUpdatable: true,
    },
    {
      tableId: 1,
      name: "owner_id",
      format: "int8",
      isNullable: false,
      hasDefault: false,
      isIdentity: false,
      identityAlways: false,
      isUpdatable: true,
    },
    {
      tableId: 2,
      name: "id",
      format: "int8",
      isNullable: false,
      hasDefault: false,
      isIdentity: true,
      identityAlways: false,
      isUpdatable: true,
    },
  ],
  relationships: [
    {
      foreignKeyName: "listings_owner_id_fkey",
      relation: "listings",
      columns: ["owner_id"],
      isOneToOne: false,
      referencedRelation: "owners",
      referencedColumns: ["id"],
    },
  ],
  functions: [
    fn({
      name: "find",
      args: [{ mode: "in", name: "p_q", typeId: TEXT, hasDefault: false }],
      returnTypeId: 100,
      returnTypeRelationId: 1,
      isSetReturning: true,
      rows: 1000,
    }),
    fn({
      name: "counts",
      returnTypeId: RECORD,
      isSetReturning: true,
      rows: 1000,
      args: [
        { mode: "table", name: "n", typeId: INT8, hasDefault: false },
        { mode: "table", name: "label", typeId: TEXT, hasDefault: false },
      ],
    }),
    fn({
      name: "greet",
      args: [{ mode: "in", name: "p_name", typeId: TEXT, hasDefault: true }],
      argumentTypes: "p_name text DEFAULT 'you'::text",
    }),
    fn({
      name: "greet",
      args: [{ mode: "in", name: "p_id", typeId: INT8, hasDefault: false }],
      argumentTypes: "p_id bigint",
    }),
    fn({
      name: "unreachable",
      args: [
        { mode: "in", name: "", typeId: INT8, hasDefault: false },
        { mode: "in", name: "", typeId: INT8, hasDefault: false },
      ],
    }),
  ],
  types: [
    ...base,
    { id: 100, name: "listings", schema: "public", format: "listings", enums: [], attributes: [], relationId: 1 },
    {
      id: 200,
      name: "status",
      schema: "public",
      format: "status",
      enums: ["draft", "live"],
      attributes: [],
      relationId: null,
    },
  ],
};

describe("renderDatabaseTypes (the Supabase CLI's layout)", () => {
  const out = renderDatabaseTypes(catalog);

  it("types columns as the CLI does: identity always is never, defaults and nulls optional on insert", () => {
    expect(out).toContain(`        Insert: {
          document?: unknown
          id?: never
          owner_id: number
          status?: Database["public"]["Enums"]["status"]
          tags?: string[] | null
          title: string
        }`);
    expect(out).toContain(`        Update: {
          id?: number
        }`);
  });

  it("writes foreign keys as relationships with their cardinality", () => {
    expect(out).toContain(`            foreignKeyName: "listings_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "owners"
            referencedColumns: ["id"]`);
  });

  it("types set-returning functions as arrays of rows, overloads as a union, and skips what PostgREST cannot call", () => {
    expect(out).toContain(`      counts: {
        Args: never
        Returns: {
          label: string
          n: number
        }[]
      }`);
    expect(out).toMatch(
      /find: \{\n {8}Args: \{ p_q: string \}\n {8}Returns: \{\n[^}]*\}\[\]\n {8}SetofOptions: \{\n {10}from: "\*"\n {10}to: "listings"\n {10}isOneToOne: false\n {10}isSetofReturn: true/,
    );
    expect(out).toContain(`      greet:
        | { Args: { p_id: number }; Returns: string }
        | { Args: { p_name?: string }; Returns: string }`);
    expect(out).not.toContain("unreachable");
  });

  it("lists enum values in Constants", () => {
    expect(out).toContain(`export const Constants = {
  public: {
    Enums: {
      status: ["draft", "live"],
    },
  },
} as const`);
  });
});
