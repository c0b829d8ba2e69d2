import { describe, expect, test } from "vitest";
import { startsNavigation } from "@/lib/site/navigation-progress";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: "",
  download: false,
  ...extra,
});
const here = "https://marche.example/entreprises?region=estrie";

describe("the page-load bar starts", () => {
  test("on a plain click on a link to another page of the site", () => {
    expect(startsNavigation(click, link("https://marche.example/entreprises/depanneur-rimouski"), here)).toBe(true);
    expect(startsNavigation(click, link("/entreprises?region=montreal"), here)).toBe(true);
  });

  test("not for new tabs, downloads, other sites, anchors on the same page or the page itself", () => {
    expect(startsNavigation({ ...click, ctrlKey: true }, link("/faq"), here)).toBe(false);
    expect(startsNavigation({ ...click, button: 1 }, link("/faq"), here)).toBe(false);
    expect(startsNavigation(click, link("/faq", { target: "_blank" }), here)).toBe(false);
    expect(startsNavigation(click, link("/guide.pdf", { download: true }), here)).toBe(false);
    expect(startsNavigation(click, link("https://www.facebook.com/marche"), here)).toBe(false);
    expect(startsNavigation(click, link("mailto:info@marche.example"), here)).toBe(false);
    expect(startsNavigation(click, link("https://marche.example/entreprises?region=estrie#results"), here)).toBe(false);
  });
});
