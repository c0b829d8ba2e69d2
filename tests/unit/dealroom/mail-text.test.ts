import { describe, expect, it } from "vitest";
import { dealroomText } from "@/lib/dealroom/signed-agreement";

const KINDS = ["requestSent", "requestReceived", "approved", "declined", "revoked", "extended"] as const;

/** Each e-mail's subject, intro and link line, as the mail composes them. */
function mailTexts(locale: "fr" | "en") {
  const t = dealroomText(locale);
  const values = { title: "Boulangerie artisanale", date: "1er mars 2027", url: "https://example.com/dossier" };
  return KINDS.flatMap((kind) => [
    t(`mail.${kind}.subject`, values),
    t(`mail.${kind}.intro`, values),
    t(`mail.${kind}.action`, values),
  ]);
}

describe("the deal room's e-mails", () => {
  it("in French keep the guillemets with the title and a no-break space before : ; ? !", () => {
    for (const text of mailTexts("fr")) {
      expect(text).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/);
      expect(text).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/);
    }
  });

  it("in English quote the title with curly quotes and never a French space", () => {
    for (const text of mailTexts("en")) {
      expect(text).not.toMatch(/[«»\u00a0]/);
      expect(text).not.toMatch(/"/);
    }
  });
});
