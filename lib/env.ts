import { z } from "zod";

const url = z.url({ protocol: /^https?$/ });

export const publicEnvSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: url,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(1),
  NEXT_PUBLIC_SITE_URL: url.default("http://localhost:3000"),
  NEXT_PUBLIC_CONTACT_EMAIL: z.email().optional(),
  NEXT_PUBLIC_MAILERLITE_GROUP_GENERAL: z.string().regex(/^\d+$/).optional(),
});

export const serverEnvSchema = publicEnvSchema.extend({
  SUPABASE_SECRET_KEY: z.string().min(1),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_INBOX: z.email().optional(),
  MAILERLITE_API_KEY: z.string().min(1).optional(),
  IP_HASH_SECRET: z.string().min(16).optional(),
  // Signs the one-click "still available" links of the freshness reminders; defaults to SUPABASE_SECRET_KEY.
  LISTING_CONFIRM_SECRET: z.string().min(16).optional(),
  // The bearer token a host's cron sends to app/api/cron/*; without it those routes refuse every call.
  CRON_SECRET: z.string().min(16).optional(),
  // How many proxies in front of the app append to X-Forwarded-For; 0: the connection's own address.
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
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
    return issue.code === "invalid_type" && cleaned[name] === undefined ? `${name} is missing` : `${name} is malformed (${issue.message})`;
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
