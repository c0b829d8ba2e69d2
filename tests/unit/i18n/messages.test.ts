import { expect, test } from "vitest";
import fr from "@/messages/fr.json";
import en from "@/messages/en.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

test("French and English messages have the same keys", () => {
  expect(keys(en).sort()).toEqual(keys(fr).sort());
});

test("no message is empty", () => {
  const empty = [fr, en].flatMap((m) =>
    keys(m).filter((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], m) === ""),
  );
  expect(empty).toEqual([]);
});

test("French messages put a no-break space before a colon (OQLF), never a plain space or none", () => {
  const texts = keys(fr).map(
    (k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], fr) as string] as const,
  );
  const wrong = texts.filter(([, text]) => /(^|[^\u00a0\u202f]):(\s|$)/.test(text)).map(([k]) => k);
  expect(wrong).toEqual([]);
});

test("French messages never put a plain (breakable) space before ? ! or ;", () => {
  const texts = keys(fr).map(
    (k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], fr) as string] as const,
  );
  const wrong = texts.filter(([, text]) => /[ \t\n][?!;]/.test(text)).map(([k]) => k);
  expect(wrong).toEqual([]);
});

test("no message formats a date or a time itself: lib/i18n/format.ts does, in Montréal's time", () => {
  const texts = [fr, en].flatMap((m) =>
    keys(m).map(
      (k) => [k, k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], m) as string] as const,
    ),
  );
  expect(texts.filter(([, text]) => /\{\s*\w+\s*,\s*(date|time)\b/.test(text)).map(([k]) => k)).toEqual([]);
});
