import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { FactList } from "@/components/ui/fact-list";
import { FrenchOnlyNote } from "@/components/ui/french-only";
import { TitledSection } from "./titled-section";

/**
 * A text as its writer typed it (line breaks kept). `inFrench`: an English page shows the French text
 * (there is no English one), marked so.
 */
export function DetailText({ text, inFrench }: { text: string; inFrench: boolean }) {
  return (
    <>
      {inFrench ? <FrenchOnlyNote locale="en" className="mt-1" /> : null}
      <p
        lang={inFrench ? "fr" : undefined}
        className="mt-3 max-w-prose whitespace-pre-line text-neutral-800 dark:text-neutral-200"
      >
        {text}
      </p>
    </>
  );
}

/** A titled text of a public detail page (a description, a franchise's training). */
export function DetailTextSection({
  id,
  title,
  className = "mt-8",
  titleClassName,
  ...text
}: { id: string; title: string; className?: string; titleClassName?: string } & Parameters<typeof DetailText>[0]) {
  return (
    <TitledSection id={id} title={title} className={className} titleClassName={titleClassName}>
      <DetailText {...text} />
    </TitledSection>
  );
}

/** The key facts of a public detail page under their heading. */
export function DetailFacts({
  id,
  title,
  facts,
}: {
  id: string;
  title: string;
  facts: { label: string; value: string }[];
}) {
  return (
    <TitledSection id={id} title={title} className="mt-8" titleClassName="mb-4 text-xl font-semibold">
      <FactList facts={facts} />
    </TitledSection>
  );
}

/** The box beside a public detail page's text (contact, links), ending with the way back to its list. */
export function DetailAside({
  back,
  children,
  ...aside
}: { back: { href: "/franchises" | "/immobilier"; label: string } } & ComponentProps<"aside">) {
  return (
    <aside
      className="h-fit space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-5 dark:border-neutral-800 dark:bg-neutral-900"
      {...aside}
    >
      {children}
      <Link href={back.href} className="inline-block text-sm text-secondary-800 underline dark:text-secondary-300">
        {back.label}
      </Link>
    </aside>
  );
}
