/** Triggers run in a written order (issue 19): the number in a trigger's name is its place. */
import { afterAll, describe, expect, it } from "vitest";
import { cleanup, sql } from "@/tests/support/db";

type Trigger = { table: string; name: string; timing: string; level: string; events: string[] };

describe("trigger order", () => {
  afterAll(cleanup);

  const appTriggers = () => sql()<Trigger[]>`
    select c.relname as table, t.tgname as name,
      case when t.tgtype & 2 > 0 then 'before' when t.tgtype & 64 > 0 then 'instead' else 'after' end as timing,
      case when t.tgtype & 1 > 0 then 'row' else 'statement' end as level,
      array_remove(array[case when t.tgtype & 4 > 0 then 'insert' end, case when t.tgtype & 8 > 0 then 'delete' end,
        case when t.tgtype & 16 > 0 then 'update' end, case when t.tgtype & 32 > 0 then 'truncate' end], null) as events
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgparentid = 0 and n.nspname in ('public', 'app_private', 'catalogue_private')
    order by 1, 2`;

  it("names every trigger of the app's tables <table>_<NN>_<purpose>", async () => {
    const triggers = await appTriggers();
    expect(triggers.length).toBeGreaterThan(50);
    const misnamed = triggers.filter((t) => !new RegExp(`^${t.table}_\\d{2}_[a-z][a-z0-9_]*$`).test(t.name));
    expect(misnamed.map((t) => `${t.table}.${t.name}`)).toEqual([]);
  });

  it("never gives one number to two triggers that fire for the same event, timing and level", async () => {
    const seen = new Map<string, string>();
    const ties: string[] = [];
    for (const t of await appTriggers()) {
      const position = t.name.slice(t.table.length + 1, t.table.length + 3);
      for (const event of t.events) {
        const key = `${t.table} ${t.timing} ${t.level} ${event} ${position}`;
        const other = seen.get(key);
        if (other) ties.push(`${key}: ${other} and ${t.name}`);
        seen.set(key, t.name);
      }
    }
    expect(ties).toEqual([]);
  });
});
