import { z } from "zod";
import { DOCUMENT_CATEGORIES, MAX_DOCUMENT_BYTES } from "./types";

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
