import { parse as parseYaml } from "yaml";
import { calendarDayOf } from "@/lib/i18n/format";

/** A Markdown file split into its front matter (YAML between `---` lines) and its body. */
export type MarkdownFile = { fields: Record<string, unknown>; body: string };

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/**
 * Splits a Markdown file (supabase/seed/blog/README.md describes the format). A file without front
 * matter is all body; front matter that is not a YAML mapping throws, with the parser's reason.
 */
export function splitFrontMatter(text: string): MarkdownFile {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, "\n"));
  if (!match) return { fields: {}, body: text.trim() };
  const fields: unknown = parseYaml(match[1] ?? "", { schema: "core" });
  if (fields !== null && (typeof fields !== "object" || Array.isArray(fields)))
    throw new Error("front matter is not a list of fields");
  return { fields: (fields ?? {}) as Record<string, unknown>, body: (match[2] ?? "").trim() };
}

/** A string field, trimmed, or null when absent or empty. */
export function stringField(fields: Record<string, unknown>, name: string): string | null {
  const value = fields[name];
  if (value instanceof Date) return calendarDayOf(value);
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** A list field (a YAML list, or one string), without empty entries. */
export function listField(fields: Record<string, unknown>, name: string): string[] {
  const value = fields[name];
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  return items.filter((item): item is string => typeof item === "string" && item.trim() !== "").map((s) => s.trim());
}
