import type { ReactNode } from "react";
import { TitledSection } from "@/components/content/titled-section";

type Props = { id: string; title: string; intro: string; children: ReactNode };

/** A section of the home page below the first screen: its heading and intro, then what it shows. */
export function HomeSection({ intro, children, ...heading }: Props) {
  return (
    <TitledSection
      {...heading}
      className="render-near-screen mx-auto max-w-7xl px-4 py-14 sm:px-6"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{intro}</p>
      {children}
    </TitledSection>
  );
}
