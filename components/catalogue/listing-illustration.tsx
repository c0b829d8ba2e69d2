import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { illustrationMotif, type IllustrationMotif } from "@/lib/catalogue/illustration";

// Colours as Tailwind classes so the drawing follows light and dark mode.
const c = {
  sky: "fill-primary-50 dark:fill-neutral-800",
  hill: "fill-primary-100 dark:fill-neutral-700",
  wall: "fill-white dark:fill-neutral-900",
  line: "stroke-primary-800 dark:stroke-primary-300",
  soft: "fill-primary-300 dark:fill-primary-700",
  blue: "fill-secondary-200 dark:fill-secondary-800",
  sun: "fill-warning-300 dark:fill-warning-700",
  none: "fill-none",
};

const stroke = { strokeWidth: 3, strokeLinejoin: "round", strokeLinecap: "round" } as const;

/** A building front with an awning: the base of several motifs. */
function Storefront({ children, sign }: { children?: ReactNode; sign: string }) {
  return (
    <g {...stroke} className={c.line}>
      <rect x="90" y="70" width="140" height="100" className={c.wall} />
      <path d="M82 70h156l-10 24H92z" className={sign} />
      <path d="M108 70v24M134 70v24M160 70v24M186 70v24M212 70v24" />
      <rect x="104" y="110" width="52" height="40" className={c.blue} />
      <rect x="172" y="110" width="36" height="60" className={c.soft} />
      {children}
    </g>
  );
}

const motifs: Record<IllustrationMotif, () => ReactNode> = {
  generic: () => <Storefront sign={c.soft} />,
  retail: () => (
    <Storefront sign={c.blue}>
      <path d="M116 126h28l-4 16h-20z" className={c.wall} />
      <path d="M122 126a8 8 0 0 1 16 0" className={c.none} />
    </Storefront>
  ),
  food: () => (
    <g {...stroke} className={c.line}>
      <rect x="96" y="120" width="128" height="50" rx="6" className={c.wall} />
      <path d="M110 120a50 40 0 0 1 100 0z" className={c.soft} />
      <path d="M160 80v-8" />
      <path d="M116 100c10-6 20-6 30 0M174 100c10-6 20-6 30 0" className={c.none} />
      <path d="M140 60c-6-8 6-12 0-20M160 58c-6-8 6-12 0-20M180 60c-6-8 6-12 0-20" className={c.none} />
      <path d="M110 140h100" />
    </g>
  ),
  manufacturing: () => (
    <g {...stroke} className={c.line}>
      <path d="M70 170v-70l40 24v-24l40 24v-24l40 24V60h24v110z" className={c.wall} />
      <rect x="196" y="40" width="12" height="20" className={c.soft} />
      <rect x="86" y="134" width="22" height="16" className={c.blue} />
      <rect x="126" y="134" width="22" height="16" className={c.blue} />
      <rect x="166" y="134" width="22" height="16" className={c.blue} />
      <circle cx="236" cy="140" r="18" className={c.soft} />
      <circle cx="236" cy="140" r="6" className={c.wall} />
    </g>
  ),
  services: () => (
    <g {...stroke} className={c.line}>
      <rect x="110" y="40" width="100" height="130" className={c.wall} />
      {[60, 88, 116].map((y) => (
        <g key={y}>
          <rect x="124" y={y} width="28" height="18" className={c.blue} />
          <rect x="168" y={y} width="28" height="18" className={c.blue} />
        </g>
      ))}
      <rect x="148" y="144" width="24" height="26" className={c.soft} />
      <rect x="214" y="126" width="40" height="30" rx="4" className={c.soft} />
      <path d="M226 126v-6h16v6" className={c.none} />
    </g>
  ),
  transport: () => (
    <g {...stroke} className={c.line}>
      <rect x="70" y="90" width="120" height="62" rx="4" className={c.wall} />
      <path d="M190 110h36l22 22v20h-58z" className={c.soft} />
      <path d="M200 116h22l14 16h-36z" className={c.blue} />
      <path d="M86 110h88M86 126h60" className={c.none} />
      <circle cx="104" cy="156" r="14" className={c.blue} />
      <circle cx="218" cy="156" r="14" className={c.blue} />
    </g>
  ),
  construction: () => (
    <g {...stroke} className={c.line}>
      <path d="M110 40v130M110 52h130M110 52l40 -12M130 52l-20 24" className={c.none} />
      <path d="M220 52v40" className={c.none} />
      <rect x="208" y="92" width="24" height="18" className={c.sun} />
      <path d="M90 170v-50l50-34 50 34v50z" className={c.wall} />
      <path d="M90 136h100M90 152h100M123 120v50M157 120v50" className={c.none} />
      <path d="M70 170h180" />
    </g>
  ),
  health: () => (
    <g {...stroke} className={c.line}>
      <rect x="96" y="60" width="128" height="110" className={c.wall} />
      <path d="M148 78h24v18h18v24h-18v18h-24v-18h-18V96h18z" className={c.soft} />
      <rect x="146" y="146" width="28" height="24" className={c.blue} />
    </g>
  ),
  tech: () => (
    <g {...stroke} className={c.line}>
      <rect x="86" y="54" width="148" height="92" rx="6" className={c.wall} />
      <rect x="98" y="66" width="124" height="68" className={c.blue} />
      <path d="M70 160h180l-12-14H82z" className={c.soft} />
      <path d="M130 88l-14 12 14 12M190 88l14 12-14 12M168 82l-16 36" className={c.none} />
    </g>
  ),
  hospitality: () => (
    <g {...stroke} className={c.line}>
      <path d="M60 170l50-70 50 70z" className={c.soft} />
      <path d="M140 170l40-56 40 56z" className={c.blue} />
      <path d="M200 170V120h56v50z" className={c.wall} />
      <path d="M194 122l34-28 34 28z" className={c.soft} />
      <rect x="220" y="140" width="16" height="30" className={c.blue} />
    </g>
  ),
  agriculture: () => (
    <g {...stroke} className={c.line}>
      <path d="M150 170V100l40-30 40 30v70z" className={c.soft} />
      <path d="M176 170v-30h28v30M176 140l28 30M204 140l-28 30" className={c.none} />
      <path d="M60 170c20-20 60-20 80 0" className={c.blue} />
      {[76, 100, 124].map((x) => (
        <path key={x} d={`M${x} 160v-24m0 10c-8 0-12-6-12-12 8 0 12 6 12 12m0-4c8 0 12-6 12-12-8 0-12 6-12 12`} className={c.none} />
      ))}
    </g>
  ),
  automotive: () => (
    <g {...stroke} className={c.line}>
      <path d="M70 148v-22l22-4 24-28h80l28 28 24 6v20z" className={c.wall} />
      <path d="M124 102h30v24h-48zM164 102h26l22 24h-48z" className={c.blue} />
      <circle cx="110" cy="150" r="16" className={c.soft} />
      <circle cx="214" cy="150" r="16" className={c.soft} />
      <circle cx="110" cy="150" r="5" className={c.wall} />
      <circle cx="214" cy="150" r="5" className={c.wall} />
    </g>
  ),
};

/**
 * A drawing that stands for a listing's category when it has no photo. Decorative only:
 * the card's text says what the listing is.
 */
export function ListingIllustration({ categoryNameFr, className }: { categoryNameFr: string | null | undefined; className?: string }) {
  const motif = illustrationMotif(categoryNameFr);
  const Motif = motifs[motif];
  return (
    <svg
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motif={motif}
      className={cn("block size-full", className)}
    >
      <rect width="320" height="200" className={c.sky} />
      <circle cx="262" cy="46" r="20" className={c.sun} />
      <path d="M0 176c60-22 120-22 180-8s100 10 140-6v38H0z" className={c.hill} />
      <Motif />
      <path d="M0 170h320" strokeWidth={3} className={c.line} />
    </svg>
  );
}
