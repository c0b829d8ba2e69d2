/**
 * Action messages are translation keys (never text). A key that needs values carries them as a
 * query string ("auth.errors.weakPassword.length?min=8"); several messages for one field are
 * joined with a line break. The forms turn them back into text in the visitor's language.
 */
export type MessageKey = { key: string; values: Record<string, string> };

export function withValues(key: string, values: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

export function joinMessages(keys: string[]): string {
  return keys.join("\n");
}

export function parseMessages(encoded: string): MessageKey[] {
  return encoded
    .split("\n")
    .filter(Boolean)
    .map((part) => {
      const [key = "", query = ""] = part.split("?", 2);
      return { key, values: Object.fromEntries(new URLSearchParams(query)) };
    });
}
