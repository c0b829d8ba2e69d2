import { describe, expect, test } from "vitest";
import { EnvError, isLocalDeployment, parseEnv, publicEnvSchema, serverEnvSchema } from "@/lib/env";
import { LOCAL_KEYS } from "@/scripts/stack/profiles";

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
    expect(() => parseEnv(serverEnvSchema, { ...valid, SUPABASE_SECRET_KEY: undefined })).toThrow(
      /SUPABASE_SECRET_KEY is missing/,
    );
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

  test("takes a Postgres connection that keeps its session for the instances' cache sync, not the transaction pooler", () => {
    const pooler = "postgres://postgres.abcd:secret@aws-0-ca-central-1.pooler.supabase.com";
    for (const url of [`${pooler}:5432/postgres`, "postgresql://postgres:secret@db.abcd.supabase.co:5432/postgres"])
      expect(parseEnv(serverEnvSchema, { ...valid, CACHE_SYNC_DATABASE_URL: url }).CACHE_SYNC_DATABASE_URL).toBe(url);
    expect(() => parseEnv(serverEnvSchema, { ...valid, CACHE_SYNC_DATABASE_URL: `${pooler}:6543/postgres` })).toThrow(
      /CACHE_SYNC_DATABASE_URL is Supabase's transaction pooler \(port 6543\), which cannot LISTEN/,
    );
    expect(() => parseEnv(serverEnvSchema, { ...valid, CACHE_SYNC_DATABASE_URL: "https://abcd.supabase.co" })).toThrow(
      /CACHE_SYNC_DATABASE_URL is malformed/,
    );
  });
});

describe("secrets on a real host", () => {
  const hosted = {
    NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x",
    NEXT_PUBLIC_SITE_URL: "https://www.example.com",
    SUPABASE_SECRET_KEY: "sb_secret_real",
    LISTING_CONFIRM_SECRET: "a-listing-secret-of-32-characters",
  };
  const local = {
    ...valid,
    SUPABASE_SECRET_KEY: LOCAL_KEYS.secretKey,
    CRON_SECRET: LOCAL_KEYS.cronSecret,
    NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  };

  test("the local stack keeps its well-known keys and its fallbacks (npm start, npm test)", () => {
    expect(parseEnv(serverEnvSchema, local).SUPABASE_SECRET_KEY).toBe(LOCAL_KEYS.secretKey);
    expect(() =>
      parseEnv(serverEnvSchema, {
        ...local,
        NEXT_PUBLIC_SUPABASE_URL: "http://localhost:54321",
        NEXT_PUBLIC_SITE_URL: "http://[::1]:3000",
      }),
    ).not.toThrow();
  });

  test("a real host with its own secrets starts", () => {
    expect(parseEnv(serverEnvSchema, hosted).LISTING_CONFIRM_SECRET).toBe(hosted.LISTING_CONFIRM_SECRET);
  });

  test("refuses the well-known secret key and cron secret, naming them", () => {
    expect(() => parseEnv(serverEnvSchema, { ...hosted, SUPABASE_SECRET_KEY: LOCAL_KEYS.secretKey })).toThrow(
      /SUPABASE_SECRET_KEY is the local stack's well-known value/,
    );
    expect(() => parseEnv(serverEnvSchema, { ...hosted, CRON_SECRET: LOCAL_KEYS.cronSecret })).toThrow(
      /CRON_SECRET is the local stack's well-known value/,
    );
  });

  test("refuses to start without LISTING_CONFIRM_SECRET", () => {
    expect(() => parseEnv(serverEnvSchema, { ...hosted, LISTING_CONFIRM_SECRET: undefined })).toThrow(
      /LISTING_CONFIRM_SECRET is missing/,
    );
  });

  test("a real host is any URL off this machine, for Supabase or the site: NODE_ENV and look-alike names change nothing", () => {
    const real = [
      { ...local, NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co" },
      { ...local, NEXT_PUBLIC_SITE_URL: "https://www.example.com" },
      { ...local, NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1.nip.io:54321" },
      { ...local, NEXT_PUBLIC_SUPABASE_URL: "http://localhost.example.com" },
      { ...local, NEXT_PUBLIC_SITE_URL: "http://10.0.0.5:3000" },
    ];
    for (const env of real) {
      expect(isLocalDeployment(env), env.NEXT_PUBLIC_SUPABASE_URL + " " + env.NEXT_PUBLIC_SITE_URL).toBe(false);
      expect(() => parseEnv(serverEnvSchema, env)).toThrow(/SUPABASE_SECRET_KEY is the local stack's well-known value/);
    }
  });
});
