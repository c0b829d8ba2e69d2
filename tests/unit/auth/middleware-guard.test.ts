import { NextRequest, NextResponse } from "next/server";
import { describe, expect, test } from "vitest";
import { applyGuards } from "@/lib/auth/middleware-guard";

const editor = "http://localhost:3000/admin/entreprises/new";

describe("the middleware's guards", () => {
  test("a signed-out visitor opening a workspace page is sent to sign in", async () => {
    const response = await applyGuards(new NextRequest(editor), NextResponse.next(), null);
    expect(response.headers.get("location")).toContain("/login?redirect=%2Fadmin%2Fentreprises%2Fnew");
  });

  test("a server action from a workspace page runs without a session: the action answers, not a redirect", async () => {
    const request = new NextRequest(editor, { method: "POST", headers: { "next-action": "7f00aa" } });
    const response = await applyGuards(request, NextResponse.next(), null);
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
