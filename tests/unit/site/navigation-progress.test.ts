import { describe, expect, test } from "vitest";
import { startsFormNavigation, startsNavigation } from "@/lib/site/navigation-progress";

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

describe("a submitted form starts the page-load bar", () => {
  const get = { method: "get", action: "https://marche.example/entreprises" };
  test("when it is a GET form whose filled fields lead to another address", () => {
    expect(
      startsFormNavigation(
        get,
        [
          ["region", "montreal"],
          ["search", ""],
        ],
        here,
      ),
    ).toBe(true);
    expect(startsFormNavigation({ method: "GET", action: "https://marche.example/experts" }, [], here)).toBe(true);
  });

  test("not for forms that send data to an action and stay on their page, nor a search sent again unchanged", () => {
    // Sign-in, editors, inquiries: no method attribute (the DOM still reads it as "get").
    expect(startsFormNavigation({ method: null, action: here }, [["email", "a@b.ca"]], here)).toBe(false);
    expect(startsFormNavigation({ method: "post", action: here }, [], here)).toBe(false);
    expect(
      startsFormNavigation(
        get,
        [
          ["region", "estrie"],
          ["industry", " "],
        ],
        here,
      ),
    ).toBe(false);
    // An empty calculator sent on its own page: nothing to load.
    expect(
      startsFormNavigation(
        { method: "get", action: "https://marche.example/services/evaluation" },
        [["revenue", ""]],
        "https://marche.example/services/evaluation",
      ),
    ).toBe(false);
  });
});
