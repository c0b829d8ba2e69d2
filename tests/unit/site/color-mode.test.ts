import { describe, expect, test, vi } from "vitest";
import { forcedColorModeFor, nextColorMode, resolveForcedColorMode } from "@/lib/site/color-mode";

describe("colour mode", () => {
  test("a page may force light or dark", () => {
    expect(resolveForcedColorMode("dark")).toBe("dark");
    expect(forcedColorModeFor("/print", { "/print": "light" })).toBe("light");
    expect(forcedColorModeFor("/other", { "/print": "light" })).toBeUndefined();
  });

  test("forcing system is refused with a warning", () => {
    const warn = vi.fn();
    expect(resolveForcedColorMode("system", warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/system/);
  });

  test("the header button cycles system, light, dark", () => {
    expect(nextColorMode(undefined)).toBe("light");
    expect(nextColorMode("system")).toBe("light");
    expect(nextColorMode("light")).toBe("dark");
    expect(nextColorMode("dark")).toBe("system");
  });
});
