import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { illustrationMotif, type IllustrationMotif } from "@/lib/listings/illustration";

type Paint = { className?: string; fill?: string; stroke?: string };
export type IllustrationMode = "light" | "dark";
type Palette = Record<"sky" | "hill" | "wall" | "line" | "soft" | "blue" | "sun" | "none", Paint>;

// Inline, the colours are Tailwind classes, so the drawing follows light and dark mode.
const themed: Palette = {
  sky: { className: "fill-primary-50 dark:fill-neutral-800" },
  hill: { className: "fill-primary-100 dark:fill-neutral-700" },
  wall: { className: "fill-white dark:fill-neutral-900" },
  line: { className: "stroke-primary-800 dark:stroke-primary-300" },
  soft: { className: "fill-primary-300 dark:fill-primary-700" },
  blue: { className: "fill-secondary-200 dark:fill-secondary-800" },
  sun: { className: "fill-warning-300 dark:fill-warning-700" },
  none: { fill: "none" },
};

// As files (public/illustrations), one drawing per mode with the same colours written out
// (Tailwind's values of the theme's primary, secondary, warning and neutral scales).
const fixed: Record<IllustrationMode, Palette> = {
  light: {
    sky: { fill: "oklch(98.2% 0.018 155.826)" },
    hill: { fill: "oklch(96.2% 0.044 156.743)" },
    wall: { fill: "#fff" },
    line: { stroke: "oklch(44.8% 0.119 151.328)" },
    soft: { fill: "oklch(87.1% 0.15 154.449)" },
    blue: { fill: "oklch(88.2% 0.059 254.128)" },
    sun: { fill: "oklch(90.5% 0.182 98.111)" },
    none: { fill: "none" },
  },
  dark: {
    sky: { fill: "oklch(27.9% 0.041 260.031)" },
    hill: { fill: "oklch(37.2% 0.044 257.287)" },
    wall: { fill: "oklch(20.8% 0.042 265.755)" },
    line: { stroke: "oklch(87.1% 0.15 154.449)" },
    soft: { fill: "oklch(52.7% 0.154 150.069)" },
    blue: { fill: "oklch(42.4% 0.199 265.638)" },
    sun: { fill: "oklch(55.4% 0.135 66.442)" },
    none: { fill: "none" },
  },
};

const stroke = { strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;

/** A building front with an awning: the base of several motifs. */
function Storefront({ children, sign, c }: { children?: ReactNode; sign: Paint; c: Palette }) {
  return (
    <g {...stroke} {...c.line}>
      <rect x="90" y="70" width="140" height="100" {...c.wall} />
      <path d="M82 70h156l-10 24H92z" {...sign} />
      <path d="M108 70v24M134 70v24M160 70v24M186 70v24M212 70v24" />
      <rect x="104" y="110" width="52" height="40" {...c.blue} />
      <rect x="172" y="110" width="36" height="60" {...c.soft} />
      {children}
    </g>
  );
}

const motifs: Record<IllustrationMotif, (c: Palette) => ReactNode> = {
  generic: (c) => <Storefront c={c} sign={c.soft} />,
  retail: (c) => (
    <Storefront c={c} sign={c.blue}>
      <path d="M116 126h28l-4 16h-20z" {...c.wall} />
      <path d="M122 126a8 8 0 0 1 16 0" {...c.none} />
    </Storefront>
  ),
  food: (c) => (
    <g {...stroke} {...c.line}>
      <rect x="96" y="120" width="128" height="50" rx="6" {...c.wall} />
      <path d="M110 120a50 40 0 0 1 100 0z" {...c.soft} />
      <path d="M160 80v-8" />
      <path d="M116 100c10-6 20-6 30 0M174 100c10-6 20-6 30 0" {...c.none} />
      <path d="M140 60c-6-8 6-12 0-20M160 58c-6-8 6-12 0-20M180 60c-6-8 6-12 0-20" {...c.none} />
      <path d="M110 140h100" />
    </g>
  ),
  manufacturing: (c) => (
    <g {...stroke} {...c.line}>
      <path d="M70 170v-70l40 24v-24l40 24v-24l40 24V60h24v110z" {...c.wall} />
      <rect x="196" y="40" width="12" height="20" {...c.soft} />
      <rect x="86" y="134" width="22" height="16" {...c.blue} />
      <rect x="126" y="134" width="22" height="16" {...c.blue} />
      <rect x="166" y="134" width="22" height="16" {...c.blue} />
      <circle cx="236" cy="140" r="18" {...c.soft} />
      <circle cx="236" cy="140" r="6" {...c.wall} />
    </g>
  ),
  services: (c) => (
    <g {...stroke} {...c.line}>
      <rect x="110" y="40" width="100" height="130" {...c.wall} />
      {[60, 88, 116].map((y) => (
        <g key={y}>
          <rect x="124" y={y} width="28" height="18" {...c.blue} />
          <rect x="168" y={y} width="28" height="18" {...c.blue} />
        </g>
      ))}
      <rect x="148" y="144" width="24" height="26" {...c.soft} />
      <rect x="214" y="126" width="40" height="30" rx="4" {...c.soft} />
      <path d="M226 126v-6h16v6" {...c.none} />
    </g>
  ),
  transport: (c) => (
    <g {...stroke} {...c.line}>
      <rect x="70" y="90" width="120" height="62" rx="4" {...c.wall} />
      <path d="M190 110h36l22 22v20h-58z" {...c.soft} />
      <path d="M200 116h22l14 16h-36z" {...c.blue} />
      <path d="M86 110h88M86 126h60" {...c.none} />
      <circle cx="104" cy="156" r="14" {...c.blue} />
      <circle cx="218" cy="156" r="14" {...c.blue} />
    </g>
  ),
  construction: (c) => (
    <g {...stroke} {...c.line}>
      <path d="M110 40v130M110 52h130M110 52l40 -12M130 52l-20 24" {...c.none} />
      <path d="M220 52v40" {...c.none} />
      <rect x="208" y="92" width="24" height="18" {...c.sun} />
      <path d="M90 170v-50l50-34 50 34v50z" {...c.wall} />
      <path d="M90 136h100M90 152h100M123 120v50M157 120v50" {...c.none} />
      <path d="M70 170h180" />
    </g>
  ),
  health: (c) => (
    <g {...stroke} {...c.line}>
      <rect x="96" y="60" width="128" height="110" {...c.wall} />
      <path d="M148 78h24v18h18v24h-18v18h-24v-18h-18V96h18z" {...c.soft} />
      <rect x="146" y="146" width="28" height="24" {...c.blue} />
    </g>
  ),
  tech: (c) => (
    <g {...stroke} {...c.line}>
      <rect x="86" y="54" width="148" height="92" rx="6" {...c.wall} />
      <rect x="98" y="66" width="124" height="68" {...c.blue} />
      <path d="M70 160h180l-12-14H82z" {...c.soft} />
      <path d="M130 88l-14 12 14 12M190 88l14 12-14 12M168 82l-16 36" {...c.none} />
    </g>
  ),
  hospitality: (c) => (
    <g {...stroke} {...c.line}>
      <path d="M60 170l50-70 50 70z" {...c.soft} />
      <path d="M140 170l40-56 40 56z" {...c.blue} />
      <path d="M200 170V120h56v50z" {...c.wall} />
      <path d="M194 122l34-28 34 28z" {...c.soft} />
      <rect x="220" y="140" width="16" height="30" {...c.blue} />
    </g>
  ),
  agriculture: (c) => (
    <g {...stroke} {...c.line}>
      <path d="M150 170V100l40-30 40 30v70z" {...c.soft} />
      <path d="M176 170v-30h28v30M176 140l28 30M204 140l-28 30" {...c.none} />
      <path d="M60 170c20-20 60-20 80 0" {...c.blue} />
      {[76, 100, 124].map((x) => (
        <path
          key={x}
          d={`M${x} 160v-24m0 10c-8 0-12-6-12-12 8 0 12 6 12 12m0-4c8 0 12-6 12-12-8 0-12 6-12 12`}
          {...c.none}
        />
      ))}
    </g>
  ),
  automotive: (c) => (
    <g {...stroke} {...c.line}>
      <path d="M70 148v-22l22-4 24-28h80l28 28 24 6v20z" {...c.wall} />
      <path d="M124 102h30v24h-48zM164 102h26l22 24h-48z" {...c.blue} />
      <circle cx="110" cy="150" r="16" {...c.soft} />
      <circle cx="214" cy="150" r="16" {...c.soft} />
      <circle cx="110" cy="150" r="5" {...c.wall} />
      <circle cx="214" cy="150" r="5" {...c.wall} />
    </g>
  ),
};

/** The drawing of one motif in the given colours. */
function Art({ motif, c, className }: { motif: IllustrationMotif; c: Palette; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motif={motif}
      className={className}
    >
      <rect width="320" height="200" {...c.sky} />
      <circle cx="262" cy="46" r="20" {...c.sun} />
      <path d="M0 176c60-22 120-22 180-8s100 10 140-6v38H0z" {...c.hill} />
      {motifs[motif](c)}
      <path d="M0 170h320" strokeWidth={3} {...c.line} />
    </svg>
  );
}

/**
 * A drawing that stands for a listing's category when it has no photo, drawn inline so that it
 * follows the colour mode: the listing page's gallery, where it is the one large picture.
 * Decorative only: the page's text says what the listing is.
 */
export function ListingIllustration({
  categoryNameFr,
  className,
}: {
  categoryNameFr: string | null | undefined;
  className?: string;
}) {
  return <Art motif={illustrationMotif(categoryNameFr)} c={themed} className={cn("block size-full", className)} />;
}

/** One motif in one mode's colours, as public/illustrations/{motif}-{mode}.svg holds it (scripts/illustrations.tsx). */
export function IllustrationFile({ motif, mode }: { motif: IllustrationMotif; mode: IllustrationMode }) {
  return <Art motif={motif} c={fixed[mode]} />;
}

// Whole class names, so that Tailwind generates them.
const tiles: Record<IllustrationMotif, string> = {
  food: "bg-[url(/illustrations/food-light.svg)] dark:bg-[url(/illustrations/food-dark.svg)]",
  retail: "bg-[url(/illustrations/retail-light.svg)] dark:bg-[url(/illustrations/retail-dark.svg)]",
  manufacturing:
    "bg-[url(/illustrations/manufacturing-light.svg)] dark:bg-[url(/illustrations/manufacturing-dark.svg)]",
  services: "bg-[url(/illustrations/services-light.svg)] dark:bg-[url(/illustrations/services-dark.svg)]",
  transport: "bg-[url(/illustrations/transport-light.svg)] dark:bg-[url(/illustrations/transport-dark.svg)]",
  construction: "bg-[url(/illustrations/construction-light.svg)] dark:bg-[url(/illustrations/construction-dark.svg)]",
  health: "bg-[url(/illustrations/health-light.svg)] dark:bg-[url(/illustrations/health-dark.svg)]",
  tech: "bg-[url(/illustrations/tech-light.svg)] dark:bg-[url(/illustrations/tech-dark.svg)]",
  hospitality: "bg-[url(/illustrations/hospitality-light.svg)] dark:bg-[url(/illustrations/hospitality-dark.svg)]",
  agriculture: "bg-[url(/illustrations/agriculture-light.svg)] dark:bg-[url(/illustrations/agriculture-dark.svg)]",
  automotive: "bg-[url(/illustrations/automotive-light.svg)] dark:bg-[url(/illustrations/automotive-dark.svg)]",
  generic: "bg-[url(/illustrations/generic-light.svg)] dark:bg-[url(/illustrations/generic-dark.svg)]",
};

/**
 * The classes that paint a category's drawing, from public/illustrations, as the background of a
 * picture frame (cards, franchise logos): no element of its own on pages that show twenty of them,
 * and a file the browser keeps. Decorative only.
 */
export function illustrationBackground(categoryNameFr: string | null | undefined): string {
  return `bg-cover bg-center ${tiles[illustrationMotif(categoryNameFr)]}`;
}
