import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: url,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(1),
  NEXT_PUBLIC_SITE_URL: url.default("http://localhost:3000"),
  NEXT_PUBLIC_CONTACT_EMAIL: z.email().optional(),
  NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL: z.string().regex(/^\d+$/).optional(),
});

/** The Supabase CLI's well-known local values (scripts/stack/profiles.ts): public, so never a secret on a real host. */
const WELL_KNOWN_LOCAL_SECRETS = {
  SUPABASE_SECRET_KEY: "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
  CRON_SECRET: "local-cron-secret-for-scheduled-jobs",
  SUPABASE_JWT_SECRET: "super-secret-jwt-token-with-at-least-32-characters-long",
} as const;

/** Whether a URL's host is this machine. */
export function isLoopback(url: string): boolean {
  const host = URL.parse(url)?.hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host ?? "");
}

/**
 * Whether this is the local stack: the Supabase URL and the site URL are both loopback addresses,
 * the one case where the well-known keys and the fallbacks are allowed. Anything else is a real
 * deployment, whatever NODE_ENV says (`npm start` runs `next start` against the local stack), so a
 * host cannot opt out by a setting; a site served to others never has a loopback URL.
 */
export function isLocalDeployment(env: { NEXT_PUBLIC_SUPABASE_URL: string; NEXT_PUBLIC_SITE_URL: string }): boolean {
  return isLoopback(env.NEXT_PUBLIC_SUPABASE_URL) && isLoopback(env.NEXT_PUBLIC_SITE_URL);
}

const serverEnvShape = publicEnvSchema.extend({
  SUPABASE_SECRET_KEY: z.string().min(1),
  // The project's legacy JWT secret (HS256): signed-in requests verify the session's token with it instead of
  // asking the Auth server (lib/supabase/claims.ts). Leave it unset on a project with asymmetric signing keys.
  SUPABASE_JWT_SECRET: z.string().min(32).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_INBOX: z.email().optional(),
  MAILERLITE_API_KEY: z.string().min(1).optional(),
  IP_HASH_SECRET: z.string().min(16).optional(),
  // Where the middleware fetches the cached public pages (lib/http/cached-pages.ts); NEXT_PUBLIC_SITE_URL by default.
  INTERNAL_SITE_URL: url.optional(),
  // The project's Postgres, on a connection that keeps its session (direct, or the session pooler): the
  // instances of a deployment tell each other there which cached pages a write ended (docs/deployment.md).
  CACHE_SYNC_DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .refine((value) => URL.parse(value)?.port !== "6543", {
      message:
        "is Supabase's transaction pooler (port 6543), which cannot LISTEN: use the session pooler or the direct connection (port 5432)",
    })
    .optional(),
  // Signs the one-click "still available" links of the freshness reminders; defaults to SUPABASE_SECRET_KEY.
  LISTING_CONFIRM_SECRET: z.string().min(16).optional(),
  // The bearer token a host's cron sends to app/api/cron/*; without it those routes refuse every call.
  CRON_SECRET: z.string().min(16).optional(),
  // How many proxies in front of the app append to X-Forwarded-For; 0: the connection's own address.
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  // The Notion sync (/admin/gestion/notion, docs/notion.md): an internal integration's secret and the id of
  // the database it reads. Without both, the page only says what to set.
  NOTION_TOKEN: z.string().min(1).optional(),
  NOTION_DATABASE_ID: z.string().min(1).optional(),
  // Tests only: where the Notion client sends its requests (tests/support/fake-notion.ts); https://api.notion.com by default.
  NOTION_API_BASE_URL: url.optional(),
});

/**
 * On a real host (see isLocalDeployment): no well-known local secret, and a
 * LISTING_CONFIRM_SECRET of its own (a forged freshness link must never confirm a listing there).
 * IP_HASH_SECRET may still fall back to SUPABASE_SECRET_KEY, which this rule makes a real secret.
 */
export const serverEnvSchema = serverEnvShape.superRefine((env, ctx) => {
  if (isLocalDeployment(env)) return;
  for (const [name, value] of Object.entries(WELL_KNOWN_LOCAL_SECRETS)) {
    if (env[name as keyof typeof WELL_KNOWN_LOCAL_SECRETS] === value) {
      ctx.addIssue({
        code: "custom",
        path: [name],
        message:
          "is the local stack's well-known value; a real host (Supabase or site URL not on this machine) needs its own secret",
      });
    }
  }
  if (!env.LISTING_CONFIRM_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LISTING_CONFIRM_SECRET"],
      message: "is missing; required on a real host (Supabase or site URL not on this machine)",
    });
  }
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;
export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {}

/** Parses an environment; the error names each missing or malformed variable. */
export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    if (issue.code === "custom") return `${name} ${issue.message}`;
    return issue.code === "invalid_type" && cleaned[name] === undefined
      ? `${name} is missing`
      : `${name} is malformed (${issue.message})`;
  });
  throw new EnvError(`Invalid environment: ${problems.join("; ")}. See .env.example.`);
}

/** The browser-safe values; NEXT_PUBLIC_* are named literally so Next.js inlines them. */
export function publicEnv(): PublicEnv {
  return parseEnv(publicEnvSchema, {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
    NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL: process.env.NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL,
  });
}
