/** Key facts as a description list, two columns on wide screens. */
export function FactList({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="border-b border-neutral-200 pb-3 dark:border-neutral-800">
          <dt className="text-sm text-neutral-600 dark:text-neutral-400">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold text-neutral-950 dark:text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
