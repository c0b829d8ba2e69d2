/**
 * The `sizes` attribute of a photo, computed from the layout it sits in, so the browser picks from
 * `srcset` the variant the photo is drawn at (issue 26). The breakpoints are spec §9's (Tailwind's).
 */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
type Breakpoint = keyof typeof BREAKPOINTS;

/** Tailwind's max-w-* of the page containers, in px. */
const CONTAINERS = { "4xl": 896, "5xl": 1024, "6xl": 1152, "7xl": 1280 } as const;

export type GridLayout = {
  /** The container's max width (px); its padding is px-4, sm:px-6 as on every page. */
  container: number;
  /** Columns of the grid below the first breakpoint (`base`, 1 if not given) and from each breakpoint up. */
  columns?: Partial<Record<Breakpoint | "base", number>>;
  /** Gap between the grid's columns (px). */
  gap?: number;
  /** A column beside the grid from a breakpoint up (a filter panel, a contact card): its width and gap. */
  aside?: { from: Breakpoint; width: number; gap: number };
};

const PADDING = { below: 16, from: BREAKPOINTS.sm } as const;
const PADDING_WIDE = 24;

function columnsAt(layout: GridLayout, width: number): number {
  let columns = layout.columns?.base ?? 1;
  for (const [name, from] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (width >= from && layout.columns?.[name]) columns = layout.columns[name];
  }
  return columns;
}

/** Fixed px taken from the viewport's width at a width: padding, the aside, the gaps (not divided). */
function fixedAt(layout: GridLayout, width: number): number {
  const padding = 2 * (width >= PADDING.from ? PADDING_WIDE : PADDING.below);
  const aside = layout.aside && width >= BREAKPOINTS[layout.aside.from] ? layout.aside.width + layout.aside.gap : 0;
  return padding + aside + (columnsAt(layout, width) - 1) * (layout.gap ?? 0);
}

/** The drawn width of one cell when the viewport is `width` px wide. */
export function cellWidth(layout: GridLayout, width: number): number {
  const viewport = Math.min(width, layout.container);
  return (viewport - fixedAt(layout, width)) / columnsAt(layout, width);
}

/** `sizes` for a photo that fills one cell of a grid (a card), or the whole container (1 column). */
export function gridSizes(layout: GridLayout): string {
  const points = new Set<number>([PADDING.from, layout.container]);
  for (const [name, from] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (layout.columns?.[name]) points.add(from);
  }
  if (layout.aside) points.add(BREAKPOINTS[layout.aside.from]);
  const entries: string[] = [];
  const fluid = (width: number) => {
    const columns = columnsAt(layout, width);
    const fixed = fixedAt(layout, width);
    return columns === 1 ? `calc(100vw - ${fixed}px)` : `calc((100vw - ${fixed}px) / ${columns})`;
  };
  // Ascending, dropping a breakpoint that changes nothing (above the container's width, the same px).
  let previous = fluid(0);
  for (const point of [...points].sort((a, b) => a - b)) {
    const value = point >= layout.container ? `${Math.ceil(cellWidth(layout, point))}px` : fluid(point);
    if (value !== previous) entries.unshift(`(min-width: ${point}px) ${value}`);
    previous = value;
  }
  return [...entries, fluid(0)].join(", ");
}

const cards = { columns: { sm: 2, lg: 3 }, gap: 24 } as const;

/** The `sizes` of every photo of the site, by the layout it is drawn in (each one's page or component says which). */
export const PHOTO_SIZES = {
  /** Business cards on /entreprises and its category, region and province pages: beside the 17rem filters from lg. */
  businessResults: gridSizes({
    container: CONTAINERS["7xl"],
    columns: { sm: 2, xl: 3 },
    gap: 24,
    aside: { from: "lg", width: 272, gap: 32 },
  }),
  /** Cards of a full-width list: home sections, /immobilier, /franchises. */
  wideCards: gridSizes({ container: CONTAINERS["7xl"], ...cards }),
  /** Similar businesses under a listing. */
  similarCards: gridSizes({ container: CONTAINERS["6xl"], ...cards }),
  /** A seller's businesses on their page. */
  sellerCards: gridSizes({ container: CONTAINERS["4xl"], columns: { sm: 2 }, gap: 24 }),
  /** A listing's first photo, beside the 22rem contact column from lg. */
  galleryMain: gridSizes({ container: CONTAINERS["6xl"], aside: { from: "lg", width: 352, gap: 40 } }),
  /** A listing's other photos, two then four a row. */
  galleryThumb: gridSizes({
    container: CONTAINERS["6xl"],
    columns: { base: 2, sm: 4 },
    gap: 8,
    aside: { from: "lg", width: 352, gap: 40 },
  }),
  /** A property's photo, beside the 20rem contact column from lg. */
  propertyMain: gridSizes({ container: CONTAINERS["6xl"], aside: { from: "lg", width: 320, gap: 40 } }),
  /** The featured article on /blog: the whole width on a phone, half of it from lg. */
  featuredArticle: gridSizes({ container: CONTAINERS["7xl"], columns: { lg: 2 } }),
  /** An article's cover on its page, in the 4xl column. */
  articleCover: gridSizes({ container: CONTAINERS["4xl"] }),
  /** A franchise's logo on its page: the whole width on a phone, 12rem from sm. */
  franchiseLogo: `(min-width: ${BREAKPOINTS.sm}px) 192px, calc(100vw - 32px)`,
} as const;

/** The narrowest screen the site is drawn for (spec §9's xs). */
const SMALLEST_VIEWPORT = 320;

/**
 * The width a browser reads from a `sizes` attribute at a viewport width, for the forms the site
 * writes (`Npx`, `calc(100vw - Npx)`, `calc((100vw - Npx) / k)`, after `(min-width: …)` conditions);
 * null for any other form.
 */
export function drawnWidthAt(sizes: string, viewport: number): number | null {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const condition = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (condition && viewport < Number(condition[1])) continue;
    const value = condition ? condition[2]! : entry;
    const px = /^(\d+)px$/.exec(value);
    if (px) return Number(px[1]);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(value);
    return calc ? (viewport - Number(calc[1])) / Number(calc[2] ?? 1) : null;
  }
  return null;
}

/** The `min-width` breakpoints a `sizes` attribute names. */
const breakpointsOf = (sizes: string) => [...sizes.matchAll(/\(min-width: (\d+)px\)/g)].map((m) => Number(m[1]));

/**
 * The narrowest a photo with this `sizes` is drawn on a screen of SMALLEST_VIEWPORT px or more: each
 * entry grows with the screen, so at 320 px or at one of its `min-width` breakpoints (a fixed width on
 * a wide screen can be narrower than the phone's). Null when `sizes` has a form drawnWidthAt does not read.
 */
export function smallestDrawnWidth(sizes: string): number | null {
  const screens = [SMALLEST_VIEWPORT, ...breakpointsOf(sizes)];
  const widths = screens.map((screen) => drawnWidthAt(sizes, screen));
  return widths.includes(null) ? null : Math.min(...(widths as number[]));
}

/** The densities the site's photos are made for (spec §9): a screen of more gets the widest variant. */
const MAX_DENSITY = 2;

/** A screen wider than any breakpoint the site names. */
const UNBOUNDED_VIEWPORT = 100_000;

/**
 * The widest a photo with this `sizes` is drawn, on any screen: each entry grows with the screen up
 * to the next `min-width` breakpoint, so just below one, or the last entry's fixed width. Null when
 * the last entry grows without end (a bare `vw`) or `sizes` has a form drawnWidthAt does not read.
 */
export function largestDrawnWidth(sizes: string): number | null {
  // On any screen wider than every breakpoint, the same width, or the photo grows without end.
  const widest = drawnWidthAt(sizes, UNBOUNDED_VIEWPORT);
  if (widest === null || widest !== drawnWidthAt(sizes, UNBOUNDED_VIEWPORT * 2)) return null;
  const widths = [...breakpointsOf(sizes).map((point) => drawnWidthAt(sizes, point - 1)), widest];
  return widths.includes(null) ? null : Math.max(...(widths as number[]));
}

/**
 * A `srcset` of width descriptors with only the variants a screen of SMALLEST_VIEWPORT px or more,
 * at a density up to MAX_DENSITY, picks for a photo drawn from `smallest` to `largest` px wide: none
 * narrower than `smallest` (next/image lists every configured width, from 32 px for avatars, when
 * `sizes` has no bare `vw`), and none wider than the first that covers `largest` at MAX_DENSITY. The
 * `<img>` carries the list, React's data only its widths (lib/srcset.ts), a preloaded photo's hint the
 * list again.
 */
export function variantsDrawn(srcSet: string, smallest: number, largest: number | null): string {
  const needed = largest === null ? Infinity : largest * MAX_DENSITY;
  let covered = false;
  return srcSet
    .split(", ")
    .filter((candidate) => {
      const match = / (\d+)w$/.exec(candidate);
      if (!match) return true;
      const width = Number(match[1]);
      if (width < smallest || covered) return false;
      covered = width >= needed;
      return true;
    })
    .join(", ");
}
