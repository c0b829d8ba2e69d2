/** Header scroll rules (§4, §9). */
const COMPACT_ENTER_SCROLL = 20;
const COMPACT_EXIT_SCROLL = 10;
export const SCROLL_THROTTLE_MS = 50;

/** Compact past 20 px, back to full height below 10 px: the gap stops flicker around one value. */
export function nextCompactState(compact: boolean, scrollY: number): boolean {
  return compact ? scrollY >= COMPACT_EXIT_SCROLL : scrollY > COMPACT_ENTER_SCROLL;
}
