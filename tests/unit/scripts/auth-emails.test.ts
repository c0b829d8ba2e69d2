import { describe, expect, test } from "vitest";
import fs from "node:fs";
import path from "node:path";
import {
  AuthEmailDriver,
  authEmailSubject,
  authPasswordPolicy,
  htmlToText,
  renderDataConditions,
  userDataOf,
} from "@/scripts/stack/auth-emails";

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

  test("a template's conditions on the account's metadata are resolved as Go's templates do", () => {
    const template = '{{ if eq .Data.locale "en" }}EN{{ else if eq .Data.locale "fr" }}FR{{ else }}BOTH{{ end }}';
    expect(renderDataConditions(template, { locale: "en" })).toBe("EN");
    expect(renderDataConditions(template, { locale: "fr" })).toBe("FR");
    // A missing key equals nothing: neither branch, the last one.
    expect(renderDataConditions(template, {})).toBe("BOTH");
    expect(
      renderDataConditions('a{{ if ne .Data.locale "en" }}b{{ if ne .Data.locale "fr" }}c{{ end }}{{ end }}d', {}),
    ).toBe("abcd");
    expect(() => renderDataConditions("{{ if .Data.locale }}x{{ end }}", {})).toThrow(/unsupported/);
    expect(() => renderDataConditions('{{ if eq .Data.locale "en" }}x', {})).toThrow(/without/);
    expect(userDataOf('{"locale":"en"}')).toEqual({ locale: "en" });
    expect(userDataOf(null)).toEqual({});
  });

  test("the sign-up confirmation of someone who signed up on /en is in English only, subject included (issue 39)", async () => {
    const html = fs.readFileSync(path.join(process.cwd(), "supabase/templates/confirmation.html"), "utf8");
    const sent: { subject: string; text?: string; html?: string }[] = [];
    const driver = new AuthEmailDriver({ send: async (m) => void sent.push(m) }, async (address) =>
      address === "en@example.test" ? { locale: "en" } : address === "fr@example.test" ? { locale: "fr" } : {},
    );
    for (const to of ["en@example.test", "fr@example.test", "unknown@example.test"])
      await driver.send({ to, subject: authEmailSubject("confirmation"), html });
    const [english, french, both] = sent;
    expect(english!.subject).toBe("Confirm your e-mail");
    expect(english!.text).toContain("Confirm your e-mail address");
    expect(english!.text).toContain("Code: ");
    expect(english!.text).not.toMatch(/Confirmez|Merci|Vous n'avez|\{\{ (if|else|end)/);
    expect(english!.html).toContain("<html lang='en'>");
    expect(french!.subject).toBe("Confirmez votre adresse courriel");
    expect(french!.text).not.toMatch(/Confirm your|Thank you|\{\{ (if|else|end)/);
    // An account without a language (made before sign-ups kept one) gets both, as before.
    expect(both!.subject).toBe("Confirmez votre adresse courriel · Confirm your e-mail");
    expect(both!.text).toMatch(/Confirmez[\s\S]*Confirm your e-mail address/);
  });

  test("every Auth e-mail template and subject resolves in each language", () => {
    for (const kind of ["confirmation", "recovery", "email_change"]) {
      const html = fs.readFileSync(path.join(process.cwd(), `supabase/templates/${kind}.html`), "utf8");
      for (const data of [{ locale: "en" }, { locale: "fr" }, {}]) {
        expect(renderDataConditions(html, data)).not.toMatch(/\{\{\s*(if|else|end)/);
        expect(renderDataConditions(authEmailSubject(kind), data)).not.toContain("{{");
      }
    }
  });
});
