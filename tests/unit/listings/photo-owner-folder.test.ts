import { describe, expect, it } from "vitest";
import { pathsInOwnerFolder } from "@/lib/listings/queries/items";
import { listingImage } from "@/lib/listings/schemas/fields";

const owner = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

describe("a listing's photos and its owner's folder", () => {
  it("keeps for removal only files directly in the owner's folder", () => {
    const paths = [
      `${owner}/a.webp`,
      `${other}/b.webp`,
      `${owner}/../${other}/c.webp`,
      `${owner}/..`,
      `/${owner}/d.webp`,
      `${owner}/sub/e.webp`,
      owner,
    ];
    expect(pathsInOwnerFolder(paths, owner)).toEqual([`${owner}/a.webp`]);
  });

  it("refuses a photo with keys the editor does not send, or a path that climbs out of the folder", () => {
    expect(listingImage.safeParse({ path: `${owner}/a.webp`, alt_fr: "Façade" }).success).toBe(true);
    expect(listingImage.safeParse({ path: `${owner}/a.webp`, note: "x" }).error?.issues[0]?.message).toBe(
      "workspace.errors.photo",
    );
    expect(listingImage.safeParse({ path: `${owner}/..` }).success).toBe(false);
    expect(listingImage.safeParse({ path: `${owner}/a.webp`, alt_en: "x".repeat(201) }).error?.issues[0]?.message).toBe(
      "workspace.errors.tooLong",
    );
  });
});
