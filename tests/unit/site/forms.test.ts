import { describe, expect, test } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { contactSchema } from "@/lib/site/schemas/contact";
import { newsletterSchema } from "@/lib/site/schemas/newsletter";
import fr from "@/messages/fr.json";

function errorsOf(result: ReturnType<typeof contactSchema.safeParse> | ReturnType<typeof newsletterSchema.safeParse>) {
  return result.success ? {} : fieldErrorsOf(result.error);
}

function message(key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], fr);
}

describe("newsletter form", () => {
  test("needs a valid e-mail and ticked consent; the address is lower-cased", () => {
    const ok = newsletterSchema.safeParse({ email: "  Marie@Exemple.CA ", consent: true, source: "footer" });
    expect(ok.success && ok.data.email).toBe("marie@exemple.ca");
    expect(errorsOf(newsletterSchema.safeParse({ email: "marie@", consent: false, source: "popup" }))).toEqual({
      email: "forms.errors.emailInvalid",
      consent: "forms.errors.consentRequired",
    });
    expect(errorsOf(newsletterSchema.safeParse({ email: "", consent: true, source: "home" }))).toEqual({
      email: "forms.errors.emailRequired",
    });
  });
});

describe("contact form", () => {
  const valid = {
    name: "Jean Tremblay",
    email: "jean@exemple.ca",
    phone: "",
    subject: "Vente d'une PME",
    message: "Bonjour, je souhaite vendre mon entreprise.",
  };

  test("accepts a complete message with or without a phone", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, phone: "+1 (514) 555-0123" }).success).toBe(true);
  });

  test("names each invalid field with a message key that exists", () => {
    const errors = errorsOf(
      contactSchema.safeParse({ name: "J", email: "x", phone: "abc", subject: "", message: "court" }),
    );
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "phone", "subject"]);
    for (const key of Object.values(errors)) expect(typeof message(key)).toBe("string");
  });
});
