import { describe, expect, it } from "vitest";
import { decodeMessage, encodeMessage } from "@/lib/http/instance-sync";

describe("the instances' messages (issue 43)", () => {
  it("carry who sent them, the tags and how soon they expire", () => {
    const sent = encodeMessage("a", { tags: ["listings", "listings", "sellers"], expire: 0 });
    expect(decodeMessage(sent)).toEqual({ from: "a", tags: ["listings", "sellers"], expire: 0 });
    expect(decodeMessage(encodeMessage("a", { tags: ["articles"] }))).toEqual({ from: "a", tags: ["articles"] });
  });

  it("are ignored when they are not one (anything else said on the channel)", () => {
    for (const payload of [
      "",
      "listings",
      "null",
      JSON.stringify({ tags: ["listings"] }),
      JSON.stringify({ from: "a", tags: [] }),
      JSON.stringify({ from: "a", tags: [1] }),
      JSON.stringify({ from: "a", tags: ["x".repeat(257)] }),
      JSON.stringify({ from: "a", tags: Array(65).fill("t") }),
      JSON.stringify({ from: "a", tags: ["listings"], expire: -1 }),
      JSON.stringify({ from: "a", tags: ["listings"], expire: "0" }),
    ])
      expect(decodeMessage(payload), payload).toBeNull();
  });
});
