/** The product's mark: a green tag with a blue handshake line, and the site name beside it. */
export function Logo({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg
        viewBox="0 0 32 32"
        width={compact ? 28 : 32}
        height={compact ? 28 : 32}
        aria-hidden="true"
        className="transition-all"
      >
        <rect width="32" height="32" rx="8" className="fill-primary-700 dark:fill-primary-500" />
        <path
          d="M8 20l5-5 4 3 7-8"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="dark:stroke-neutral-950"
        />
        <circle cx="24" cy="10" r="2.2" className="fill-secondary-200 dark:fill-secondary-900" />
      </svg>
      <span className="text-base font-bold tracking-tight text-neutral-900 sm:text-lg dark:text-white">{name}</span>
    </span>
  );
}
