import { createHash } from "node:crypto";
import type { Locale } from "@/lib/i18n/routing";

/** SHA-256 (hex) of a text in UTF-8: what Postgres computes for a signed agreement. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A signed agreement as kept: the exact text, its hash, and the click-wrap record. */
export type SignedAgreement = {
  requestId: number;
  version: number;
  locale: Locale;
  text: string;
  sha256: string;
  signedName: string;
  signedAt: string;
  buyerEmail: string | null;
  ipHash: string | null;
  listingTitle: string;
};

/** Whether a kept agreement is still the text it was signed as (its hash matches it). */
export function isIntact(agreement: Pick<SignedAgreement, "text" | "sha256">): boolean {
  return sha256Hex(agreement.text) === agreement.sha256;
}

/** The agreement's paragraphs: its text split at blank lines, each paragraph's lines kept. */
export function agreementParagraphs(text: string): string[][] {
  return text
    .replace(/\r/g, "")
    .split(/\n{2,}/)
    .map((block) => block.split("\n"));
}
