/**
 * Words as an `ilike` pattern that finds them anywhere, safe inside PostgREST's `or()` list: `%`,
 * `_`, `\`, and the commas and parentheses that would end the list, match as any character.
 */
export function containsPattern(words: string): string {
  return `%${words.replace(/[%_,()\\]/g, "_")}%`;
}
