import { describe, expect, it } from "vitest";
import { srcSetOf } from "@/lib/srcset";
import { widthsOfSrcSet } from "@/lib/srcset-widths";

const photo = "http%3A%2F%2F127.0.0.1%3A54321%2Fstorage%2Fv1%2Fobject%2Fpublic%2Flisting-images%2Fa%2Fb.webp";
const variant = (w: number) => `/_next/image?url=${photo}&w=${w}&q=70`;
const list = (...widths: number[]) => widths.map((w) => `${variant(w)} ${w}w`).join(", ");

describe("a srcset as one address and its widths", () => {
  it("reads the widths of next/image's variants of one photo and writes the same list back", () => {
    const srcSet = list(320, 640, 750, 1080);
    expect(widthsOfSrcSet(srcSet, variant(2048))).toEqual([320, 640, 750, 1080]);
    expect(srcSetOf(variant(2048), [320, 640, 750, 1080])).toBe(srcSet);
    expect(widthsOfSrcSet(list(640), variant(640))).toEqual([640]);
  });

  it("leaves alone a list it could not write back the same", () => {
    expect(widthsOfSrcSet("/a.webp 1x, /b.webp 2x", "/a.webp")).toBeNull();
    expect(widthsOfSrcSet(`${list(320)}, /_next/image?url=other.webp&w=640&q=70 640w`, variant(2048))).toBeNull();
    expect(widthsOfSrcSet(list(320, 640), variant(2048).replace("q=70", "q=75"))).toBeNull();
    expect(widthsOfSrcSet(list(320), "/photo.webp")).toBeNull();
    // A width inside the photo's own (encoded) address is not the variant's.
    expect(srcSetOf("/_next/image?url=a%26w%3D1.webp&w=2048&q=70", [320])).toBe(
      "/_next/image?url=a%26w%3D1.webp&w=320&q=70 320w",
    );
  });
});
