import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "@/scripts/compile-hints";

let dist: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
}
const read = (file: string) => fs.readFileSync(path.join(dist, file), "utf8");

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({
      rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js"],
      polyfillFiles: ["static/chunks/polyfills.js"],
    }),
  );
  write("static/chunks/react.js", "(globalThis.TURBOPACK||[]).push([1]);");
  write("static/chunks/runtime.js", "var r=1;");
  write("static/chunks/polyfills.js", "!function(){}();");
  write("static/chunks/on-demand.js", "var lazy=1;");
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("marks the root chunks every page runs, keeping their code", () => {
    expect(addCompileHints(dist)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||[]).push([1]);`);
    expect(read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}\nvar r=1;`);
  });

  it("leaves polyfills and chunks loaded on demand to lazy compilation", () => {
    addCompileHints(dist);
    expect(read("static/chunks/polyfills.js")).toBe("!function(){}();");
    expect(read("static/chunks/on-demand.js")).toBe("var lazy=1;");
  });

  it("adds the hint once however often it runs", () => {
    addCompileHints(dist);
    addCompileHints(dist);
    expect(read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}\nvar r=1;`);
  });
});
