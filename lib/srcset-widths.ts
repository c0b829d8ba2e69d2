import { WIDTH_PARAM, withWidth } from "@/lib/srcset";

/**
 * The widths of a `srcset` whose every address is `src` with another `w` parameter (next/image's
 * variants of one photo), or null for any other list (density descriptors, other addresses). A client
 * component given `src` and these widths writes the list back with `srcSetOf` (lib/srcset.ts), so
 * React's data carries one address per photo instead of one per width (on /entreprises, about a tenth
 * of the page's bytes). Server only: StoredImage calls it while rendering.
 */
export function widthsOfSrcSet(srcSet: string, src: string): number[] | null {
  if (!WIDTH_PARAM.test(src)) return null;
  const widths: number[] = [];
  for (const candidate of srcSet.split(", ")) {
    const match = /^(\S+) (\d+)w$/.exec(candidate);
    if (!match) return null;
    const width = Number(match[2]);
    if (match[1] !== withWidth(src, width)) return null;
    widths.push(width);
  }
  return widths;
}
