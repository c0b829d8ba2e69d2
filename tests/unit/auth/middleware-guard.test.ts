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

  test("someone signed in who chooses a plan on /forfaits is sent to the workspace's plan card with it", async () => {
    const signup = "http://localhost:3000/en/signup?forfait=professionnel&redirect=%2Fen%2Fadmin%2Fentreprises%2Fnew";
    const response = await applyGuards(new NextRequest(signup), NextResponse.next(), "user-id");
    expect(response.headers.get("location")).toBe("http://localhost:3000/en/admin?forfait=professionnel#forfait");
    const plain = await applyGuards(
      new NextRequest("http://localhost:3000/signup?redirect=%2Fadmin%2Fentreprises%2Fnew"),
      NextResponse.next(),
      "user-id",
    );
    expect(plain.headers.get("location")).toBe("http://localhost:3000/admin/entreprises/new");
  });
});
