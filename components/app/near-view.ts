/** How close to the screen a deferred part of a page gets before its code (or data) loads. */
const NEAR_VIEW_MARGIN = "600px";

/**
 * Calls `onNear` once, when `element` comes within NEAR_VIEW_MARGIN of the screen (the footer's
 * categories, the public forms). Returns what stops watching.
 */
export function whenNearView(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEW_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
