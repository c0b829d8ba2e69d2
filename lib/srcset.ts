// The browser's half (FallbackImage): it imports nothing. The server's half, which reads a list into
// widths, is lib/srcset-widths.ts, so that the browser does not download it.

/** next/image's loader puts the width in the `w` parameter; the photo's own address is encoded in `url`. */
export const WIDTH_PARAM = /([?&]w=)\d+(?=&|$)/;

/** `src` (one of next/image's variants) at another width. */
export function withWidth(src: string, width: number): string {
  return src.replace(WIDTH_PARAM, `$1${width}`);
}

/** The `srcset` of `src`'s variants at these widths. */
export function srcSetOf(src: string, widths: readonly number[]): string {
  return widths.map((width) => `${withWidth(src, width)} ${width}w`).join(", ");
}
