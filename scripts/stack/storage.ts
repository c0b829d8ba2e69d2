import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { App } from "@supabase/lite";

// The adapter interface is not exported by name; App declares the field with it.
type StorageAdapter = NonNullable<App["_storageAdapter"]>;

type ObjectMetadata = Awaited<ReturnType<StorageAdapter["headObject"]>>;
type Body = Parameters<StorageAdapter["uploadObject"]>[3];

const MIME_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".txt": "text/plain",
};

async function toBuffer(body: Body): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Uint8Array[] = [];
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Object bytes of the local Storage API on disk, under the profile's data directory.
 * @supabase/lite keeps its own filesystem adapter inside its CLI and does not export it;
 * this is the same behaviour (one file per object, ETag from the content) for the embedded App.
 */
export class FilesystemStorageAdapter implements StorageAdapter {
  driver = "filesystem";
  constructor(private readonly root: string) {}

  private file(bucket: string, key: string): string {
    const resolved = path.resolve(this.root, bucket, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid object key: ${key}`);
    return resolved;
  }

  /** Where the content type checked at upload is kept (beside the bytes, outside any bucket's folder). */
  private typeFile(bucket: string, key: string): string {
    const resolved = path.resolve(this.root, ".content-types", bucket, key);
    if (!resolved.startsWith(path.resolve(this.root, ".content-types") + path.sep))
      throw new Error(`Invalid object key: ${key}`);
    return resolved;
  }

  /**
   * The type the object was uploaded with (the bucket's allowed types were checked against it), as
   * hosted Storage serves it: an SVG uploaded as image/png is served as image/png, never as SVG.
   * Files stored before this was kept fall back to their extension.
   */
  private async contentType(bucket: string, key: string): Promise<string> {
    const stored = await fs.readFile(this.typeFile(bucket, key), "utf8").catch(() => null);
    return stored?.trim() || (MIME_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream");
  }

  private async metadata(file: string, bucket: string, key: string): Promise<ObjectMetadata> {
    const stat = await fs.stat(file);
    const eTag = `"${createHash("md5").update(`${file}:${stat.mtimeMs}`).digest("hex")}"`;
    const mimetype = await this.contentType(bucket, key);
    return {
      cacheControl: "no-cache",
      contentLength: stat.size,
      size: stat.size,
      mimetype,
      lastModified: stat.mtime,
      eTag,
    };
  }

  async getObject(bucket: string, key: string) {
    const file = this.file(bucket, key);
    const metadata = await this.metadata(file, bucket, key);
    return { httpStatusCode: 200, metadata, body: await fs.readFile(file) };
  }

  async uploadObject(
    bucket: string,
    key: string,
    _version: string | undefined,
    body: Body,
    contentType: string,
    cacheControl: string,
  ) {
    const file = this.file(bucket, key);
    const bytes = await toBuffer(body);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    const typeFile = this.typeFile(bucket, key);
    await fs.mkdir(path.dirname(typeFile), { recursive: true });
    await fs.writeFile(typeFile, contentType);
    const stat = await fs.stat(file);
    const eTag = `"${createHash("md5").update(bytes).digest("hex")}"`;
    return {
      cacheControl,
      contentLength: stat.size,
      size: stat.size,
      mimetype: contentType,
      lastModified: stat.mtime,
      eTag,
    };
  }

  /**
   * Puts a file from this machine into a bucket as an upload would store it (its bytes by a plain
   * copy, its content type beside them): the demo seed's photos (scripts/seed-photos.ts).
   */
  async copyIn(bucket: string, key: string, source: string, contentType: string) {
    const file = this.file(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(source, file);
    const typeFile = this.typeFile(bucket, key);
    await fs.mkdir(path.dirname(typeFile), { recursive: true });
    await fs.writeFile(typeFile, contentType);
  }

  async deleteObject(bucket: string, key: string) {
    await fs.rm(this.file(bucket, key), { force: true });
    await fs.rm(this.typeFile(bucket, key), { force: true });
  }

  async deleteObjects(bucket: string, keys: string[]) {
    for (const key of keys) await this.deleteObject(bucket, key);
  }

  async copyObject(
    sourceBucket: string,
    source: string,
    _version: string | undefined,
    destinationBucket: string,
    destination: string,
  ) {
    const target = this.file(destinationBucket, destination);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(this.file(sourceBucket, source), target);
    const targetType = this.typeFile(destinationBucket, destination);
    await fs.mkdir(path.dirname(targetType), { recursive: true });
    await fs.writeFile(targetType, await this.contentType(sourceBucket, source));
    const stat = await fs.stat(target);
    const eTag = `"${createHash("md5")
      .update(await fs.readFile(target))
      .digest("hex")}"`;
    return { httpStatusCode: 200, eTag, lastModified: stat.mtime };
  }

  async headObject(bucket: string, key: string) {
    return this.metadata(this.file(bucket, key), bucket, key);
  }

  async privateAssetUrl(bucket: string, key: string) {
    return `file://${this.file(bucket, key)}`;
  }
}
