import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { MAX_DOCUMENT_BYTES } from "./types";

/** The types a file may hold, by what its bytes are (never its name), with the extension it is stored under. */
const ALLOWED = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "text/csv": "csv",
} as const;

export type DocumentType = { mime: keyof typeof ALLOWED; ext: (typeof ALLOWED)[keyof typeof ALLOWED] };

/** Why a file is refused; each is a message of `dealroom.upload.errors`. */
export type FileRefusal = "pathName" | "nameTooLong" | "empty" | "tooBig" | "badType";

/**
 * Why a name cannot be a document's name, or null: a path (a folder separator, a `..`, a leading
 * dot, a drive letter) or control characters, or longer than 255 characters. Browsers send a bare
 * name; anything else was written by hand.
 */
export function nameRefusal(name: string): FileRefusal | null {
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || /^\.|(^|\s)\.\.|^[a-z]:/i.test(name) || name.trim() === "")
    return "pathName";
  if (name.length > 255) return "nameTooLong";
  return null;
}

/** A CSV has no signature: text (no NUL, no control characters but tab and line ends) under a .csv name. */
function looksLikeCsv(name: string, bytes: Uint8Array): boolean {
  if (!/\.csv$/i.test(name)) return false;
  const sample = bytes.subarray(0, 65_536);
  for (const byte of sample) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** The document's type from its bytes, or why it is refused. */
export async function documentType(name: string, bytes: Uint8Array): Promise<DocumentType | FileRefusal> {
  if (bytes.byteLength === 0) return "empty";
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return "tooBig";
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.mime in ALLOWED) {
    const mime = detected.mime as keyof typeof ALLOWED;
    return { mime, ext: ALLOWED[mime] };
  }
  if (!detected && looksLikeCsv(name, bytes)) return { mime: "text/csv", ext: "csv" };
  return "badType";
}

/** The name a document is kept under: the one given, with the extension its bytes call for. */
export function storedFileName(name: string, ext: DocumentType["ext"]): string {
  const base = name.trim().replace(/\.[a-z0-9]{1,5}$/i, "");
  const wanted = ext === "jpg" && /\.jpe?g$/i.test(name) ? name.trim() : `${base}.${ext}`;
  return wanted.length > 255 ? `${base.slice(0, 250 - ext.length)}.${ext}` : wanted;
}
