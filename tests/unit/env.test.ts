import { describe, expect, test } from "vitest";
import { EnvError, parseEnv, publicEnvSchema, serverEnvSchema } from "@/lib/env";

const valid = {
  NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321",
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x",
  SUPABASE_SECRET_KEY: "sb_secret_x",
};

describe("environment parsing", () => {
  test("accepts a complete environment and fills the site URL default", () => {
    const env = parseEnv(serverEnvSchema, valid);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.SUPABASE_SECRET_KEY).toBe("sb_secret_x");
  });

  test("names a missing variable", () => {
    expect(() => parseEnv(serverEnvSchema, { ...valid, SUPABASE_SECRET_KEY: undefined })).toThrow(/SUPABASE_SECRET_KEY is missing/);
  });

  test("treats an empty value as missing", () => {
    expect(() => parseEnv(publicEnvSchema, { ...valid, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "" })).toThrow(
      /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is missing/,
    );
  });

  test("names a malformed variable and every problem at once", () => {
    let error: unknown;
    try {
      parseEnv(serverEnvSchema, { ...valid, NEXT_PUBLIC_SUPABASE_URL: "not a url", SMTP_PORT: "99999" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect(String(error)).toMatch(/NEXT_PUBLIC_SUPABASE_URL is malformed/);
    expect(String(error)).toMatch(/SMTP_PORT is malformed/);
  });

  test("coerces the SMTP port to a number", () => {
    expect(parseEnv(serverEnvSchema, { ...valid, SMTP_PORT: "587" }).SMTP_PORT).toBe(587);
  });
});
