/** Lower case without accents (œ → oe, æ → ae), so "leves" finds "Lévis" in a list of choices. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .toLowerCase();
}
