import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  cellWidth,
  drawnWidthAt,
  gridSizes,
  PHOTO_SIZES,
  largestDrawnWidth,
  smallestDrawnWidth,
  variantsDrawn,
  type GridLayout,
} from "@/lib/image-sizes";

/** The width a browser reads from a `sizes` attribute at a viewport width (the subset the site writes). */
function drawnWidth(sizes: string, viewport: number): number {
  const width = drawnWidthAt(sizes, viewport);
  if (width === null) throw new Error(`unexpected sizes ${sizes}`);
  return width;
}

const viewports = [320, 360, 390, 412, 639, 640, 700, 767, 768, 900, 1023, 1024, 1100, 1279, 1280, 1440, 1536, 1920];

describe("gridSizes", () => {
  it("says the width a cell is drawn at, at every viewport width, within a pixel", () => {
    const layouts: GridLayout[] = [
      { container: 1280, columns: { sm: 2, xl: 3 }, gap: 24, aside: { from: "lg", width: 272, gap: 32 } },
      { container: 1152, columns: { base: 2, sm: 4 }, gap: 8 },
      { container: 896, columns: { sm: 2 }, gap: 24 },
      { container: 1280, columns: { md: 2, lg: 3, "2xl": 4 }, gap: 24 },
    ];
    for (const layout of layouts) {
      const sizes = gridSizes(layout);
      for (const viewport of viewports) {
        expect(
          Math.abs(drawnWidth(sizes, viewport) - cellWidth(layout, viewport)),
          `${sizes} at ${viewport}`,
        ).toBeLessThan(1);
      }
    }
  });

  it("names only the breakpoints where the drawn width changes its rule", () => {
    expect(gridSizes({ container: 1280 })).toBe(
      "(min-width: 1280px) 1232px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)",
    );
  });
});

describe("PHOTO_SIZES", () => {
  it("business cards beside the filters: one column on a phone, two from sm, three from xl at 294 px", () => {
    const sizes = PHOTO_SIZES.businessResults;
    expect(sizes).toBe(
      "(min-width: 1280px) 294px, (min-width: 1024px) calc((100vw - 376px) / 2), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)",
    );
    expect(drawnWidth(sizes, 412)).toBe(380);
    expect(drawnWidth(sizes, 1100)).toBe(362);
  });

  it("full-width cards (home, properties, franchises): three of 395 px on a wide screen", () => {
    expect(PHOTO_SIZES.wideCards).toBe(
      "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)",
    );
  });

  it("similar businesses and a seller's businesses follow their narrower pages", () => {
    expect(drawnWidth(PHOTO_SIZES.similarCards, 1920)).toBe(352);
    expect(drawnWidth(PHOTO_SIZES.sellerCards, 1920)).toBe(412);
    expect(drawnWidth(PHOTO_SIZES.sellerCards, 412)).toBe(380);
  });

  it("the gallery: the first photo beside the contact column, the others two then four a row", () => {
    expect(drawnWidth(PHOTO_SIZES.galleryMain, 412)).toBe(380);
    expect(drawnWidth(PHOTO_SIZES.galleryMain, 1280)).toBe(712);
    expect(drawnWidth(PHOTO_SIZES.galleryThumb, 412)).toBe(186);
    expect(drawnWidth(PHOTO_SIZES.galleryThumb, 1280)).toBe(172);
  });

  it("a property's photo and a franchise's logo", () => {
    expect(drawnWidth(PHOTO_SIZES.propertyMain, 1280)).toBe(744);
    expect(drawnWidth(PHOTO_SIZES.franchiseLogo, 412)).toBe(380);
    expect(drawnWidth(PHOTO_SIZES.franchiseLogo, BREAKPOINTS.sm)).toBe(192);
  });
});

describe("the variants a photo can use", () => {
  it("no photo is drawn narrower than its smallest width, on any screen from 320 px", () => {
    for (const [name, sizes] of Object.entries(PHOTO_SIZES)) {
      const smallest = smallestDrawnWidth(sizes);
      expect(smallest, name).not.toBeNull();
      const drawn = viewports.map((viewport) => drawnWidth(sizes, viewport));
      expect(Math.min(...drawn), name).toBeGreaterThanOrEqual(smallest! - 0.5);
      // And it is tight: reached at 320 px or at a breakpoint.
      expect(Math.min(...drawn) - smallest!, name).toBeLessThanOrEqual(1);
    }
  });

  it("takes a fixed width on a wide screen when it is narrower than the phone's", () => {
    expect(smallestDrawnWidth(PHOTO_SIZES.franchiseLogo)).toBe(192);
    expect(smallestDrawnWidth(PHOTO_SIZES.businessResults)).toBe(284);
    expect(smallestDrawnWidth(PHOTO_SIZES.galleryThumb)).toBe(140);
    expect(smallestDrawnWidth("(max-width: 600px) 100vw, 50vw")).toBeNull();
    expect(smallestDrawnWidth("50vw")).toBeNull();
  });

  it("no photo is drawn wider than its largest width, on any screen", () => {
    for (const [name, sizes] of Object.entries(PHOTO_SIZES)) {
      const largest = largestDrawnWidth(sizes);
      expect(largest, name).not.toBeNull();
      const drawn = [...viewports, 2560, 3840].map((viewport) => drawnWidth(sizes, viewport));
      expect(Math.max(...drawn), name).toBeLessThanOrEqual(largest! + 0.5);
      expect(largest! - Math.max(...drawn), name).toBeLessThanOrEqual(1);
    }
    expect(largestDrawnWidth(PHOTO_SIZES.franchiseLogo)).toBe(607);
    expect(largestDrawnWidth("(min-width: 640px) 50vw, 100vw")).toBeNull();
    expect(largestDrawnWidth("calc(100vw - 32px)")).toBeNull();
  });

  const variants = (...widths: number[]) =>
    widths.map((w) => `/_next/image?url=a%2Cb.webp&w=${w}&q=70 ${w}w`).join(", ");

  it("keeps, in order, the variants from the narrowest drawn to the first that covers the widest at density 2", () => {
    const all = variants(32, 256, 320, 640, 750, 1080, 1280, 2048);
    expect(variantsDrawn(all, 288, 500)).toBe(variants(320, 640, 750, 1080));
    expect(variantsDrawn(all, 288, null)).toBe(variants(320, 640, 750, 1080, 1280, 2048));
    expect(variantsDrawn(all, 288, 5000)).toBe(variants(320, 640, 750, 1080, 1280, 2048));
    expect(variantsDrawn("/a.webp 1x, /b.webp 2x", 288, 500)).toBe("/a.webp 1x, /b.webp 2x");
  });

  it("leaves every layout a variant at least twice as wide as it is drawn, wherever next/image had one", () => {
    const widths = [320, 360, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
    for (const [name, sizes] of Object.entries(PHOTO_SIZES)) {
      const kept = variantsDrawn(variants(...widths), smallestDrawnWidth(sizes)!, largestDrawnWidth(sizes))
        .split(", ")
        .map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
      for (const viewport of viewports)
        for (const density of [1, 2]) {
          const wanted = Math.min(drawnWidth(sizes, viewport) * density, 3840);
          expect(Math.max(...kept), `${name} at ${viewport} px ×${density}`).toBeGreaterThanOrEqual(wanted);
        }
    }
  });
});
