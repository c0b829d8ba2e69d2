import { describe, expect, it } from "vitest";
import { isStorageImageUrl, storageImagePatterns } from "@/lib/http/storage-images";

const storage = "http://127.0.0.1:54321";
const file = `${storage}/storage/v1/object/public/listing-images/0b7c6a52-9b8e-4d43-9a43-000000000001/a.webp`;

describe("storageImagePatterns", () => {
  it("lets the optimizer fetch the Storage host's image buckets and nothing else", () => {
    expect(storageImagePatterns("https://abc.supabase.co")).toEqual([
      {
        protocol: "https",
        hostname: "abc.supabase.co",
        port: "",
        pathname: "/storage/v1/object/public/listing-images/**",
      },
      { protocol: "https", hostname: "abc.supabase.co", port: "", pathname: "/storage/v1/object/public/avatars/**" },
    ]);
    expect(storageImagePatterns("")).toEqual([]);
  });
});

describe("isStorageImageUrl", () => {
  it("accepts a public file of an image bucket on the project's Storage", () => {
    expect(isStorageImageUrl(file, storage)).toBe(true);
    expect(isStorageImageUrl(`${storage}/storage/v1/object/public/avatars/u/1.webp`, storage)).toBe(true);
  });

  it("refuses other hosts, ports, buckets, queries and dot segments", () => {
    expect(isStorageImageUrl(file.replace("127.0.0.1", "example.com"), storage)).toBe(false);
    expect(isStorageImageUrl(file.replace("54321", "54322"), storage)).toBe(false);
    expect(isStorageImageUrl(`${storage}/storage/v1/object/public/documents/a.webp`, storage)).toBe(false);
    expect(isStorageImageUrl(`${storage}/storage/v1/object/public/listing-images/`, storage)).toBe(false);
    expect(isStorageImageUrl(`${file}?download=1`, storage)).toBe(false);
    expect(isStorageImageUrl("/illustrations/generic-light.svg", storage)).toBe(false);
  });
});
