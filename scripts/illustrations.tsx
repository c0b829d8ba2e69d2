/**
 * Writes public/illustrations/{motif}-{mode}.svg: the category drawings that listing cards show
 * as background images (components/listings/listing-illustration.tsx draws them). Run it after
 * changing a drawing: `npx tsx scripts/illustrations.tsx`; a unit test fails while the files
 * differ from the drawings.
 */
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { IllustrationFile, type IllustrationMode } from "../components/listings/listing-illustration.tsx";
import { illustrationMotifs } from "../lib/listings/illustration.ts";

export const illustrationDir = path.resolve(import.meta.dirname, "../public/illustrations");
const modes: IllustrationMode[] = ["light", "dark"];

/** Every file's name and the SVG it should hold. */
export function illustrationFiles(): Array<{ name: string; svg: string }> {
  return illustrationMotifs.flatMap((motif) =>
    modes.map((mode) => ({
      name: `${motif}-${mode}.svg`,
      svg: `${renderToStaticMarkup(<IllustrationFile motif={motif} mode={mode} />)}\n`,
    })),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(illustrationDir, { recursive: true });
  for (const file of illustrationFiles()) fs.writeFileSync(path.join(illustrationDir, file.name), file.svg);
  console.log(
    `${illustrationMotifs.length * modes.length} files written to ${path.relative(process.cwd(), illustrationDir)}`,
  );
}
