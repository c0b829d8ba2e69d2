import { describe, expect, test } from "vitest";
import { isProjectStorageImageUrl, storageImageUrlField } from "@/lib/schemas/storage-image-url";

const project = "https://ref.supabase.co";

describe("image URLs must be in the project's Storage", () => {
  test("a file of a public image bucket of this project is accepted", () => {
    expect(isProjectStorageImageUrl(`${project}/storage/v1/object/public/avatars/0b4c/1700000000.webp`, project)).toBe(
      true,
    );
    expect(isProjectStorageImageUrl(`${project}/storage/v1/object/public/listing-images/u1/photo-1.jpg`, project)).toBe(
      true,
    );
  });

  test.each([
    "https://evil.example/storage/v1/object/public/avatars/u/a.webp",
    `${project}/storage/v1/object/public/private-bucket/u/a.webp`,
    `${project}/storage/v1/object/sign/avatars/u/a.webp`,
    `${project}/storage/v1/object/public/avatars/u/../../x.webp`,
    `${project}/storage/v1/object/public/avatars/u/a.webp?download=1`,
    `https://user:pw@ref.supabase.co/storage/v1/object/public/avatars/u/a.webp`,
    "javascript:alert(1)",
    "data:image/svg+xml,<svg/>",
  ])("%s is refused", (url) => {
    expect(isProjectStorageImageUrl(url, project)).toBe(false);
  });

  test("the form field names the error and keeps empty as no image", () => {
    const field = storageImageUrlField(project);
    expect(field.safeParse("").data).toBeNull();
    const bad = field.safeParse("https://evil.example/a.png");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("storageImages.errors.notInStorage");
  });
});
