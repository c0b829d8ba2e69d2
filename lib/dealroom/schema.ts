import { z } from "zod";
import { BUY_TIMELINES, DOCUMENT_CATEGORIES, FINANCING_SOURCES, MAX_DOCUMENT_BYTES } from "./types";

const id = (message: string) => z.coerce.number({ message }).int(message).positive(message);

/** A listing that may have a file: a business or a commercial property, by id. */
const listingRefSchema = z.object({
  kind: z.enum(["entreprise", "immobilier"], { message: "dealroom.errors.notFound" }),
  listingId: id("dealroom.errors.notFound"),
});

const title = z
  .string()
  .trim()
  .min(1, "dealroom.file.errors.titleRequired")
  .max(200, "dealroom.file.errors.titleTooLong");
const category = z.enum(DOCUMENT_CATEGORIES, { message: "dealroom.file.errors.category" });

/** A picked file as the form holds it: its name and size are checked here, its bytes on the server. */
const picked = z
  .custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, "dealroom.file.errors.empty")
  .refine((f) => f.size <= MAX_DOCUMENT_BYTES, "dealroom.file.errors.tooBig");

/** The upload form: a file, its category and title. */
export const uploadFormSchema = z.object({ file: picked, category, title });
export type UploadFormInput = z.input<typeof uploadFormSchema>;

/** An upload as the server reads it: a new document of a listing's file, or a new file for a document (`replaceId`). */
export const uploadRequestSchema = listingRefSchema.extend({
  file: picked,
  category: category.optional(),
  title: title.optional(),
  replaceId: id("dealroom.errors.notFound").optional(),
});

/** A document's title and category. */
export const documentDetailsSchema = listingRefSchema.extend({
  documentId: id("dealroom.errors.notFound"),
  title,
  category,
});
export type DocumentDetailsInput = z.input<typeof documentDetailsSchema>;

export const documentRefSchema = listingRefSchema.extend({ documentId: id("dealroom.errors.notFound") });
export type DocumentRefInput = z.input<typeof documentRefSchema>;

/** The file's documents in their new order. */
export const reorderSchema = listingRefSchema.extend({
  ids: z.array(id("dealroom.errors.notFound")).min(1).max(50),
});
export type ReorderInput = z.input<typeof reorderSchema>;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default("");

/** What the file reveals besides the listing's confidential fields, and the seller's own clauses. */
export const fileSettingsSchema = listingRefSchema.extend({
  website: optionalText(300, "dealroom.file.errors.website").refine(
    (v) => v === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v),
    "dealroom.file.errors.website",
  ),
  contactName: optionalText(160, "dealroom.file.errors.contactName"),
  clausesFr: optionalText(5000, "dealroom.file.errors.clausesTooLong"),
  clausesEn: optionalText(5000, "dealroom.file.errors.clausesTooLong"),
});
export type FileSettingsInput = z.input<typeof fileSettingsSchema>;

/** The buyer's profile, kept on their account and copied into each request. */
const buyerProfileSchema = z.object({
  capitalAvailable: z
    .number({ message: "dealroom.request.errors.capital" })
    .min(0, "dealroom.request.errors.capital")
    .max(1_000_000_000, "dealroom.request.errors.capital"),
  experience: z
    .string()
    .trim()
    .min(1, "dealroom.request.errors.experience")
    .max(2000, "dealroom.request.errors.experienceTooLong"),
  timeline: z.enum(BUY_TIMELINES, { message: "dealroom.request.errors.timeline" }),
  financing: z
    .array(z.enum(FINANCING_SOURCES), { message: "dealroom.request.errors.financing" })
    .min(1, "dealroom.request.errors.financing")
    .max(5, "dealroom.request.errors.financing"),
  financingDetails: optionalText(1000, "dealroom.request.errors.financingDetailsTooLong"),
});

/** The request form: the profile, then the agreement signed by click-wrap (typed name, consent). */
export const accessRequestFormSchema = buyerProfileSchema.extend({
  signedName: z
    .string()
    .trim()
    .min(3, "dealroom.request.errors.signedName")
    .max(160, "dealroom.request.errors.signedName"),
  consent: z.literal(true, { message: "dealroom.request.errors.consent" }),
});
export type AccessRequestFormInput = z.input<typeof accessRequestFormSchema>;

/** A request as the server reads it: the form, the listing, the language and the SHA-256 of the text the buyer read. */
export const accessRequestSchema = accessRequestFormSchema.extend({
  kind: listingRefSchema.shape.kind,
  listingId: listingRefSchema.shape.listingId,
  locale: z.enum(["fr", "en"]),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "dealroom.request.errors.changed"),
  /** Set by the server from the request's address, never by the form. */
  ipHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AccessRequestInput = z.input<typeof accessRequestSchema>;

const decisionMessage = z.string().trim().max(2000, "dealroom.decision.errors.messageTooLong").default("");

/** The seller's decision on a request: approve, decline (with a message), revoke, or extend by 90 days. */
export const decisionSchema = z.discriminatedUnion("decision", [
  z.object({ requestId: z.coerce.number().int().positive(), decision: z.literal("approve"), message: decisionMessage }),
  z.object({
    requestId: z.coerce.number().int().positive(),
    decision: z.literal("decline"),
    message: decisionMessage.pipe(z.string().min(1, "dealroom.decision.errors.messageRequired")),
  }),
  z.object({ requestId: z.coerce.number().int().positive(), decision: z.literal("revoke"), message: decisionMessage }),
  z.object({ requestId: z.coerce.number().int().positive(), decision: z.literal("extend") }),
]);
export type DecisionInput = z.input<typeof decisionSchema>;
