/**
 * First focusable element of every page: jumps over the header to the content. Off screen until
 * focused; then a bar of its own above the header, so it covers neither the logo nor the menu.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main-content"
      data-testid="skip-link"
      className="absolute top-0 -left-[9999px] z-50 block bg-white px-4 py-3 text-center font-semibold text-primary-800 underline focus:static dark:bg-neutral-900 dark:text-primary-300"
    >
      {label}
    </a>
  );
}
