/**
 * Renders a translated body: paragraphs separated by a blank line; a paragraph whose lines all
 * start with "• " becomes a bulleted list.
 */
export function RichText({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("• "))) {
          return (
            <ul key={i} className="my-4 list-disc space-y-1.5 pl-6">
              {lines.map((line, j) => (
                <li key={j}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i} className="my-4">
            {block}
          </p>
        );
      })}
    </>
  );
}
