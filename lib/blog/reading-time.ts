/** Words an adult reads in a minute, on screen: the usual 200–250, for texts of this kind. */
const WORDS_PER_MINUTE = 220;

/** Minutes to read a Markdown body (at least 1), counting its words without the Markdown marks. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/[\s#*_>|`[\]-]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
