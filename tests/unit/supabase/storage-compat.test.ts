import { describe, expect, it } from "vitest";
import { listedPath } from "@/lib/supabase/storage-compat";

describe("Storage list names on hosted Supabase and the local stack", () => {
  it("gives the object's full path whether list() returned a name or a full path", () => {
    expect(listedPath("u1", "a.webp")).toBe("u1/a.webp");
    expect(listedPath("u1", "u1/a.webp")).toBe("u1/a.webp");
    expect(listedPath("u1/", "u1/a.webp")).toBe("u1/a.webp");
  });
});
