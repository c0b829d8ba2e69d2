/** The title and introduction at the top of an auth page. */
export function AuthCardHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6 space-y-2">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="text-neutral-700 dark:text-neutral-300">{intro}</p> : null}
    </div>
  );
}
