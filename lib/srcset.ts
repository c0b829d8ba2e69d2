// Shared by the server (StoredImage) and the browser (FallbackImage): it imports nothing.

/** next/image's loader puts the width in the `w` parameter; the photo's own address is encoded in `url`. */
const WIDTH_PARAM = /([?&]w=)\d+(?=&|$)/;

function withWidth(src: string, width: number): string {
  return src.replace(WIDTH_PARAM, `$1${width}`);
}

/**
 * The widths of a `srcset` whose every address is `src` with another `w` parameter (next/image's
 * variants of one photo), or null for any other list (density descriptors, other addresses). A client
 * component given `src` and these widths writes the list back with `srcSetOf`, so React's data carries
 * one address per photo instead of one per width (on /entreprises, about a tenth of the page's bytes).
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

/** The `srcset` of `src`'s variants at these widths. */
export function srcSetOf(src: string, widths: readonly number[]): string {
  return widths.map((width) => `${withWidth(src, width)} ${width}w`).join(", ");
}
