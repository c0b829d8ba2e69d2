import { describe, expect, test } from "vitest";
import { authPasswordPolicy, htmlToText } from "@/scripts/stack/auth-emails";

describe("Auth e-mails on the local stack", () => {
  test("the text part keeps each link's address after its label, and the text of both languages", () => {
    const text = htmlToText(
      '<html><head><style>p{}</style></head><body><h1>Confirmez</h1><p><a href="http://x/auth-confirm?token_hash=abc&amp;type=signup" style="a">Confirmer</a></p><hr><p lang="en">Confirm &amp; go</p></body></html>',
    );
    expect(text).toContain("Confirmer: http://x/auth-confirm?token_hash=abc&type=signup");
    expect(text).toContain("Confirm & go");
    expect(text).not.toMatch(/<|p\{\}/);
  });

  test("a link whose closing tag breaks before its '>' (the templates as Prettier formats them) keeps its address", () => {
    const text = htmlToText(
      '<p>\n  <a\n    href="http://x/auth-confirm?token_hash=abc&type=recovery"\n    style="color: red"\n    >Choisir</a\n  >\n</p\n>',
    );
    expect(text).toBe("Choisir: http://x/auth-confirm?token_hash=abc&type=recovery");
  });

  test("the password policy comes from supabase/config.toml's [auth] section", () => {
    expect(authPasswordPolicy()).toEqual({ minimum_password_length: 8 });
    expect(
      authPasswordPolicy(
        '[auth]\nminimum_password_length = 10\npassword_requirements = "letters_digits"\n[auth.email]\nminimum_password_length = 3',
      ),
    ).toEqual({
      minimum_password_length: 10,
      password_requirements: "letters_digits",
    });
  });
});
