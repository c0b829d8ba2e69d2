const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
const PHOTO_MAX_SIDE = 2000;

/** Why a picked file is refused before any upload, or null when it may go. */
export function photoRefusal(file: { type: string; size: number }): "badType" | "tooBig" | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return "badType";
  if (file.size > PHOTO_MAX_BYTES) return "tooBig";
  return null;
}

/** The size a photo is drawn at: its own when it fits, else scaled so its longer side is `max`. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** A picked file the browser cannot read as a picture (a document renamed .jpg, a damaged file). */
export class NotAnImageError extends Error {
  constructor(name: string) {
    super(`not an image: ${name}`);
    this.name = "NotAnImageError";
  }
}

/** Re-encodes a picked photo as WebP, at most 2000 px on its longer side (metadata such as GPS dropped). */
export async function resizeToWebp(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new NotAnImageError(file.name);
  });
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
  if (!blob) throw new Error("Encoding failed");
  return blob;
}

/**
 * Uploads bytes straight from the browser to a Storage bucket with progress (a server action's
 * body is capped at 1 MB). The bytes go as the request body with their content type, which both
 * hosted Supabase and the local stack accept. Storage's RLS decides where the user may write.
 */
export function uploadWithProgress(
  bucket: string,
  path: string,
  body: Blob,
  accessToken: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  // As Next.js inlines it in the browser (not through lib/env's zod: photoRefusal is in the editors' first load).
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? "";
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${supabaseUrl}/storage/v1/object/${bucket}/${path.split("/").map(encodeURIComponent).join("/")}`);
    xhr.setRequestHeader("authorization", `Bearer ${accessToken}`);
    xhr.setRequestHeader("apikey", process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? "");
    xhr.setRequestHeader("content-type", body.type);
    xhr.setRequestHeader("x-upsert", "false");
    xhr.setRequestHeader("cache-control", "max-age=31536000");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`upload failed: ${xhr.status} ${xhr.responseText.slice(0, 200)}`));
    xhr.onerror = () => reject(new Error("upload failed: network"));
    xhr.send(body);
  });
}
