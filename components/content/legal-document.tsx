import { RichText } from "./rich-text";

export type LegalSection = { id: string; title: string; body: string };

/** A long document with a table of contents: terms of use, privacy policy. */
export function LegalDocument({ tocLabel, sections }: { tocLabel: string; sections: LegalSection[] }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={tocLabel} className="lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-white">{tocLabel}</p>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-neutral-700 hover:text-primary-800 hover:underline dark:text-neutral-300 dark:hover:text-primary-300"
              >
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl text-neutral-800 dark:text-neutral-200">
        {sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 not-first:mt-10"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-semibold text-neutral-950 dark:text-white">
              {i + 1}. {section.title}
            </h2>
            <RichText text={section.body} />
          </section>
        ))}
      </div>
    </div>
  );
}
