import { expect, test } from "vitest";
import { labelled } from "@/lib/i18n/typography";

test("a label and its value: no-break space before the colon in French, none in English", () => {
  expect(labelled("fr", "Nom", "Marie-Ève Tremblay")).toBe("Nom\u00a0: Marie-Ève Tremblay");
  expect(labelled("en", "Name", "Karen Test")).toBe("Name: Karen Test");
});
