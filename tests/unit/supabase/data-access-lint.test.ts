/**
 * The data-access rules of eslint.config.mjs (eslint-rules/data-access.mjs), run by ESLint itself on
 * snippets placed where the project's files are: what `npm run lint` fails on, and what it lets through.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../../..") });
  // Loading the config and its plugins takes seconds: once, here.
  await eslint.lintText("", { filePath: "lib/sample.ts" });
}, 60_000);

/** The data-access rules' messages for `code` as the file `filePath`: "<line> <message id>". */
async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith("local/")).map((m) => `${m.line} ${m.messageId}`);
}

const header = 'import { raise } from "@/lib/supabase/errors";\nimport type { Client } from "@/lib/supabase/types";\n';

describe("the query error convention", () => {
  it("fails on .throwOnError(), a Supabase error thrown as a plain Error, and an error never read", async () => {
    const code = `${header}
export async function a(client: Client) {
  const { data } = await client.from("regions").select("id").throwOnError();
  return data;
}
export async function b(client: Client) {
  const { data, error } = await client.rpc("expire_listings");
  if (error) throw new Error(\`not expired: \${error.message}\`);
  return data;
}
export async function c(client: Client) {
  const { data } = await client.from("regions").select("id");
  return data ?? [];
}
export async function d(client: Client) {
  const result = await client.rpc("expire_listings");
  return result.data;
}
export async function e(client: Client) {
  await client.from("page_views").insert({ route: "/", path: "/", locale: "fr" });
}
export async function f(client: Client) {
  const [regions, provinces] = await Promise.all([client.from("regions").select("id"), client.from("provinces").select("id")]);
  if (regions.error) raise(regions.error);
  return [regions.data, provinces.data];
}
`;
    expect(await problems(code, "lib/taxonomy/queries/sample.ts")).toEqual([
      "5 unread",
      "5 throwOnError",
      "10 plainError",
      "14 unread",
      "18 unread",
      "22 discarded",
      "25 unread",
    ]);
  });

  it("lets through raise(error, key?) on every error read", async () => {
    const code = `${header}
export async function a(client: Client) {
  const { data, error } = await client.from("regions").select("id");
  if (error) raise(error, "regionsLoadFailed");
  return data;
}
export async function b(client: Client) {
  const [regions, provinces] = await Promise.all([client.from("regions").select("id"), client.from("provinces").select("id")]);
  for (const r of [regions, provinces]) if (r.error) raise(r.error);
  return [regions.data, provinces.data];
}
export const c = (bytes: number[]) => Array.from(bytes);
`;
    expect(await problems(code, "lib/taxonomy/queries/sample.ts")).toEqual([]);
  });
});

describe("database calls only in queries", () => {
  const code = `${header}
export async function a(client: Client) {
  const { data, error } = await client.from("regions").select("id");
  if (error) raise(error);
  const { error: removeError } = await client.storage.from("listing-images").remove(["a.webp"]);
  if (removeError) raise(removeError);
  const { error: rpcError } = await client.rpc("expire_listings");
  if (rpcError) raise(rpcError);
  return [data, Array.from("ab"), Buffer.from("ab")];
}
`;

  it("fails on .from, .storage and .rpc outside a queries module, in lib, app, components and the middleware", async () => {
    const expected = ["5 outside", "7 outside", "9 outside"];
    expect(await problems(code, "lib/taxonomy/regions.ts")).toEqual(expected);
    expect(await problems(code, "app/[locale]/(site)/sample/page.tsx")).toEqual(expected);
    expect(await problems(code, "components/site/sample.tsx")).toEqual(expected);
    expect(await problems(code, "middleware.ts")).toEqual(expected);
  });

  it("lets them through in lib/<domain>/queries/ and a queries.ts", async () => {
    expect(await problems(code, "lib/taxonomy/queries/regions.ts")).toEqual([]);
    expect(await problems(code, "lib/http/queries.ts")).toEqual([]);
  });
});
