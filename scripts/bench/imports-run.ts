/**
 * The import benchmark's measuring process (started by suite.ts's `imports`, with
 * `--conditions=react-server` so the app's server modules load as they do in Next.js): signs in as
 * the demo admin and sends a generated business file through the import action (the code the page's
 * requests run): the dry run, then every batch in turn, as the page does. Prints one JSON line.
 * Env: BENCH_API, BENCH_ROWS, BENCH_EMAIL, BENCH_PASSWORD, BENCH_CATEGORY, BENCH_REGION.
 */
import { createClient } from "@supabase/supabase-js";
import { LOCAL_KEYS } from "../stack/profiles.ts";
import { importBusinessesAction } from "../../lib/imports/actions/import-businesses.core.ts";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const rows = Number(env("BENCH_ROWS"));
const client = createClient(env("BENCH_API"), LOCAL_KEYS.publishableKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const { error } = await client.auth.signInWithPassword({ email: env("BENCH_EMAIL"), password: env("BENCH_PASSWORD") });
if (error) throw error;

const header =
  "Référence;Titre;Titre anglais;Catégorie;Région;Ville;Prix demandé;Chiffre d'affaires;Employés;Description;Confirmé le";
const lines = Array.from({ length: rows }, (_, i) =>
  [
    `BENCH-${i + 1}`,
    `Entreprise importée n° ${i + 1}`,
    `Imported business no. ${i + 1}`,
    env("BENCH_CATEGORY"),
    env("BENCH_REGION"),
    "Québec",
    `${250_000 + i * 10} $`,
    `${1_000_000 + i} $`,
    String(1 + (i % 40)),
    "Entreprise rentable, clientèle fidèle, équipement récent.",
    "26/11/2026",
  ].join(";"),
);
const file = new File([`\uFEFF${[header, ...lines].join("\n")}`], "entreprises.csv", { type: "text/csv" });

const send = async (mode: "plan" | "run", batch = 0) => {
  const form = new FormData();
  form.set("file", file);
  form.set("mode", mode);
  form.set("owner_email", env("BENCH_EMAIL"));
  form.set("batch", String(batch));
  form.set("locale", "fr");
  const result = await importBusinessesAction.execute(form, client);
  if (!result.ok || !result.data.summary) throw new Error(`import ${mode} ${batch}: ${JSON.stringify(result)}`);
  return result.data.summary;
};

let started = performance.now();
const plan = await send("plan");
const planMs = performance.now() - started;
started = performance.now();
let created = 0;
let failed = 0;
for (let batch = 0; batch < plan.batches; batch++) {
  const done = await send("run", batch);
  created += done.created;
  failed += done.failedBatches.length;
}
const importMs = performance.now() - started;
started = performance.now();
const again = await send("plan");
const againMs = performance.now() - started;
console.log(
  JSON.stringify({
    planMs,
    planCreated: plan.created,
    planRefused: plan.refused,
    batches: plan.batches,
    importMs,
    created,
    failed,
    againMs,
    againUnchanged: again.unchanged,
  }),
);
