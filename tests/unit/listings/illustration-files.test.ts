import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { illustrationDir, illustrationFiles } from "@/scripts/illustrations";

test("public/illustrations holds every category drawing in both modes, as the components draw them", () => {
  const files = illustrationFiles();
  expect(files).toHaveLength(24);
  for (const { name, svg } of files) {
    // When this fails, run `npx tsx scripts/illustrations.tsx` and commit the files.
    expect(fs.readFileSync(path.join(illustrationDir, name), "utf8"), name).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain("class=");
  }
  expect(fs.readdirSync(illustrationDir).sort()).toEqual(files.map((f) => f.name).sort());
});
