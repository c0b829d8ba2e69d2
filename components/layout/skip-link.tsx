/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-primary-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-neutral-900 dark:text-primary-300"
    >
      {label}
    </a>
  );
}
