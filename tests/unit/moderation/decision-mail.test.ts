import { beforeAll, describe, expect, it } from "vitest";
import { rejectItemSchema } from "@/lib/moderation/schema";

const item = {
  owner_id: "00000000-0000-0000-0000-000000000001",
  slug: "depanneur-a-vendre",
  status: "submitted",
  title_fr: "Dépanneur à vendre",
  title_en: "Convenience store for sale",
};

describe("the decision e-mail", () => {
  let compose: typeof import("@/lib/moderation/decision-mail").composeDecisionMail;
  beforeAll(async () => {
    process.env.NEXT_PUBLIC_SITE_URL ??= "https://exemple.test";
    process.env.NEXT_PUBLIC_SUPABASE_URL ??= "http://127.0.0.1:1";
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= "test";
    compose = (await import("@/lib/moderation/decision-mail")).composeDecisionMail;
  });

  it("tells a French owner their listing is published, with its public link", () => {
    const mail = compose(
      { email: "a@exemple.ca", first_name: "Louise", locale: "fr" },
      { kind: "entreprise", id: 12, item, outcome: "approved" },
    );
    expect(mail.subject).toBe("Annonce approuvée\u00a0: « Dépanneur à vendre »");
    expect(mail.text).toContain("Bonjour Louise,");
    expect(mail.text).toContain("« Dépanneur à vendre » a été approuvée et est maintenant publiée");
    expect(mail.text).toMatch(/\/entreprises\/depanneur-a-vendre$/m);
    expect(mail.text).not.toContain("/en/");
  });

  it("agrees with a French expert profile in gender", () => {
    const mail = compose(
      { email: "a@exemple.ca", first_name: "Louise", locale: "fr" },
      { kind: "expert", id: 3, item: { ...item, title_fr: "Louise Tremblay, CPA" }, outcome: "approved" },
    );
    expect(mail.subject).toBe("Profil approuvé\u00a0: « Louise Tremblay, CPA »");
    expect(mail.text).toContain(
      "votre profil d'expert « Louise Tremblay, CPA » a été approuvé et est maintenant publié",
    );
  });

  it("gives an English owner the reason and the English link to edit", () => {
    const mail = compose(
      { email: "a@example.com", first_name: null, locale: "en" },
      { kind: "immobilier", id: 7, item, outcome: "rejected", reason: "Add the floor area." },
    );
    expect(mail.subject).toBe("Needs changes: “Convenience store for sale”");
    expect(mail.text).toContain("Hello,");
    expect(mail.text).toContain("your real estate listing");
    expect(mail.text).toContain("Add the floor area.");
    expect(mail.text).toMatch(/\/en\/admin\/immobilier\/7\/edit$/m);
  });
});

describe("the rejection input", () => {
  it("requires a reason of at most 2000 characters", () => {
    expect(rejectItemSchema.safeParse({ kind: "expert", id: "3", reason: "  " }).error?.issues[0]?.message).toBe(
      "moderation.errors.reasonRequired",
    );
    expect(
      rejectItemSchema.safeParse({ kind: "expert", id: 3, reason: "x".repeat(2001) }).error?.issues[0]?.message,
    ).toBe("moderation.errors.reasonTooLong?max=2000");
    expect(rejectItemSchema.parse({ kind: "expert", id: "3", reason: " Photo floue. " })).toEqual({
      kind: "expert",
      id: 3,
      reason: "Photo floue.",
    });
    // Franchises are moderated like listings (issue 21); a kind the queue does not know is refused.
    expect(rejectItemSchema.safeParse({ kind: "franchise", id: 3, reason: "x" }).success).toBe(true);
    expect(rejectItemSchema.safeParse({ kind: "article", id: 3, reason: "x" }).success).toBe(false);
  });
});
