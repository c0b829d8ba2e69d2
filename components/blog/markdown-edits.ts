/** A selection in a text: from `start` to `end` (equal when it is only the cursor). */
export type TextSelection = { start: number; end: number };

/**
 * What a toolbar button does to the text: wrap the selection (bold, link…), put a mark before each
 * selected line (heading, list, quote), or insert a block of its own lines (table, image).
 */
export type MarkdownEdit =
  | { kind: "wrap"; before: string; after: string; placeholder: string }
  | { kind: "prefix"; prefix: string; numbered?: boolean }
  | { kind: "block"; text: string };

/** The text after a toolbar edit, and what to select then (the words to type over, or after the insert). */
export function applyEdit(
  text: string,
  { start, end }: TextSelection,
  edit: MarkdownEdit,
): { text: string; selection: TextSelection } {
  if (edit.kind === "wrap") {
    const inner = text.slice(start, end) || edit.placeholder;
    const next = text.slice(0, start) + edit.before + inner + edit.after + text.slice(end);
    const from = start + edit.before.length;
    return { text: next, selection: { start: from, end: from + inner.length } };
  }
  if (edit.kind === "prefix") {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const nextBreak = text.indexOf("\n", Math.max(end, start));
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const lines = text
      .slice(lineStart, lineEnd)
      .split("\n")
      .map((line, i) => {
        const bare = line.replace(/^(#{1,6} |[-*] |\d+\. |> )/, "");
        return `${edit.numbered ? `${i + 1}. ` : edit.prefix}${bare}`;
      })
      .join("\n");
    return {
      text: text.slice(0, lineStart) + lines + text.slice(lineEnd),
      selection: { start: lineStart + lines.length, end: lineStart + lines.length },
    };
  }
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const next = before + lead + edit.text + trail + after;
  const cursor = before.length + lead.length + edit.text.length;
  return { text: next, selection: { start: cursor, end: cursor } };
}
