import { z } from "zod";
import { financingRequestSchema, type FinancingRequestInput } from "@/lib/financing/schema";
import { addDays, montrealDay } from "@/lib/i18n/format";

/** At most this many lenders in one request (the team then follows up with each). */
export const MAX_LENDERS = 5;
/** A mark lasts at most this long after the day it was given (lenders' letters run 60 to 180 days). */
export const MAX_MARK_DAYS = 366;

/** The lenders ticked: one value, several, or none, as a form or a caller sends them. */
function readLenderIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];
  const ids = list.map((v) => (typeof v === "number" ? v : /^\d{1,18}$/.test(String(v)) ? Number(v) : NaN));
  return [...new Set(ids)];
}

const CONSENT = new Set<unknown>([true, "on", "1"]);

export type PrequalificationRequestInput = FinancingRequestInput & { lender_ids?: string[] | string };

/**
 * A buyer's request to be pre-qualified: the financing request's own fields and rules (the same
 * schema, so the same messages at the same fields), the lenders of the directory asked (1 to 5), and
 * the consent to send them the file, which this request cannot do without. Every error shows at once.
 */
export const prequalificationRequestSchema = z.custom<PrequalificationRequestInput>().transform((input, ctx) => {
  const raw: Record<string, unknown> = typeof input === "object" && input !== null ? input : {};
  const request = financingRequestSchema.safeParse(raw);
  if (!request.success)
    for (const issue of request.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  const lenderIds = readLenderIds(raw.lender_ids);
  if (lenderIds.length === 0)
    ctx.addIssue({ code: "custom", path: ["lender_ids"], message: "prequalification.errors.lendersRequired" });
  else if (lenderIds.some((id) => !Number.isSafeInteger(id) || id <= 0))
    ctx.addIssue({ code: "custom", path: ["lender_ids"], message: "prequalification.errors.lenderUnavailable" });
  else if (lenderIds.length > MAX_LENDERS)
    ctx.addIssue({ code: "custom", path: ["lender_ids"], message: "prequalification.errors.tooManyLenders" });
  if (!CONSENT.has(raw.consent_lenders))
    ctx.addIssue({ code: "custom", path: ["consent_lenders"], message: "prequalification.errors.consentRequired" });
  if (!request.success) return z.NEVER;
  return { ...request.data, lender_ids: lenderIds };
});

export type PrequalificationRequestValues = z.output<typeof prequalificationRequestSchema>;

const day = (required: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((v) => !Number.isNaN(Date.parse(v)) && v >= "2000-01-01", required);

/**
 * The team's record of a lender's pre-qualification (back office): the request it answers, the
 * lender, the amount, the day it was given (not in the future) and its expiry (not past, not before
 * that day, at most a year after). Postgres checks the same (financing_prequalifications_05_guard).
 */
export const prequalificationMarkSchema = z
  .object({
    id: z.number().int().positive().optional(),
    request_id: z.uuid("prequalification.errors.requestRequired"),
    expert_id: z
      .string()
      .trim()
      .regex(/^\d{1,18}$/, "prequalification.errors.lenderRequired"),
    amount: z
      .number({
        // Unreadable (NaN, from the money field) is not the same as missing.
        error: (issue) =>
          Number.isNaN(issue.input) ? "financing.errors.amountInvalid" : "prequalification.errors.amountRequired",
      })
      .nullable()
      .refine((v) => v !== null, "prequalification.errors.amountRequired")
      .refine((v) => v === null || (!Number.isNaN(v) && v > 0), "financing.errors.amountInvalid")
      .refine((v) => v === null || v <= 1_000_000_000, "financing.errors.amountInvalid")
      .transform((v) => v as number),
    qualified_on: day("prequalification.errors.dateRequired").refine(
      (v) => v <= montrealDay(),
      "prequalification.errors.qualifiedFuture",
    ),
    expires_on: day("prequalification.errors.dateRequired").refine(
      (v) => v >= montrealDay(),
      "prequalification.errors.expiryPast",
    ),
  })
  .superRefine((v, ctx) => {
    // A past expiry is already said at the field; an expiry before a (future) day is said here.
    if (v.expires_on >= montrealDay() && v.expires_on < v.qualified_on)
      ctx.addIssue({ code: "custom", path: ["expires_on"], message: "prequalification.errors.expiryBeforeDay" });
    else if (v.expires_on > addDays(v.qualified_on, MAX_MARK_DAYS))
      ctx.addIssue({ code: "custom", path: ["expires_on"], message: "prequalification.errors.expiryTooFar" });
  });

export type PrequalificationMarkInput = z.input<typeof prequalificationMarkSchema>;
export type PrequalificationMarkValues = z.output<typeof prequalificationMarkSchema>;
