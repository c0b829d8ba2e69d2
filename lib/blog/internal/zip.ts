import { inflateRawSync } from "node:zlib";

/** A file of a zip archive: its path in the archive and its bytes. */
export type ZipEntry = { name: string; bytes: Buffer };

const MAX_ENTRIES = 500;
const MAX_TOTAL = 50 * 1024 * 1024;

/**
 * The files of a zip archive (stored or deflated entries; folders left out), read from its central
 * directory. Throws on what is not such an archive, on encrypted entries, and past 500 files or
 * 50 MB once inflated (so a small archive cannot expand without end).
 */
export function readZip(data: Buffer): ZipEntry[] {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive");
  const count = data.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new Error("too many files");
  let offset = data.readUInt32LE(end + 16);
  let total = 0;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error("damaged zip archive");
    const flags = data.readUInt16LE(offset + 8);
    const method = data.readUInt16LE(offset + 10);
    const compressed = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (flags & 1) throw new Error(`encrypted file: ${name}`);
    total += size;
    if (total > MAX_TOTAL) throw new Error("archive too large once expanded");
    if (data.readUInt32LE(local) !== 0x04034b50) throw new Error("damaged zip archive");
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + compressed);
    const bytes =
      method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw, { maxOutputLength: size }) : null;
    if (!bytes) throw new Error(`unsupported compression: ${name}`);
    entries.push({ name: name.replace(/\\/g, "/"), bytes });
  }
  return entries;
}
