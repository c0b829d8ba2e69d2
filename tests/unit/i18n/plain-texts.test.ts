import { describe, expect, test } from "vitest";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

/**
 * The texts the shell's client components read with useText (lib/i18n/messages-context.tsx),
 * which gives plain texts only: none may have an argument, a plural or markup to format.
 */
const plain: Record<string, readonly string[] | "all"> = {
  header: "all",
  nav: "all",
  colorMode: "all",
  languageSwitch: "all",
  shell: ["notifications", "closeNotification"],
  meta: ["siteName"],
  footer: ["categoriesHeading", "categoriesLoading", "categoriesError", "categoriesEmpty"],
  newsletter: [
    "emailLabel",
    "emailPlaceholder",
    "submit",
    "submitting",
    "consent",
    "honeypot",
    "success",
    "already",
    "close",
    "popupTitle",
    "popupBody",
  ],
};

function leaves(value: unknown, prefix: string): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${prefix}.${key}`));
}

describe.each([
  ["fr", fr],
  ["en", en],
])("the shell's plain texts (%s)", (_locale, messages) => {
  test.each(Object.entries(plain))("%s", (namespace, keys) => {
    const all = (messages as Record<string, Record<string, unknown>>)[namespace]!;
    const read = keys === "all" ? leaves(all, namespace) : keys.map((key) => [`${namespace}.${key}`, all[key]]);
    for (const [name, text] of read) {
      expect(typeof text, name as string).toBe("string");
      expect(text, name as string).not.toMatch(/[{}<]/);
    }
  });
});
