import { describe, expect, it } from "vitest";
import { searchLogOf } from "@/lib/businesses/search-log-relay";

const attribute = (json: string) =>
  `<section aria-labelledby="results-heading" data-search-log="${json.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;")}">`;

describe("the search a page of results records, read back from its HTML", () => {
  it("reads the record BusinessResults writes, escaped as React escapes attributes", () => {
    const record = { query: `l'<atelier> & "co"`, filters: { region: ["montreal"] }, resultCount: 12, locale: "fr" };
    expect(searchLogOf(`<main>${attribute(JSON.stringify(record))}</main>`)).toEqual(record);
    expect(searchLogOf(attribute(JSON.stringify({ ...record, query: null, locale: "en" })))).toMatchObject({
      query: null,
      locale: "en",
    });
  });

  it("reads nothing from a page without one, or with a malformed one", () => {
    expect(searchLogOf("<section>")).toBeNull();
    expect(searchLogOf(attribute("{"))).toBeNull();
    expect(searchLogOf(attribute(JSON.stringify({ query: 1, filters: {}, resultCount: 1, locale: "fr" })))).toBeNull();
    expect(
      searchLogOf(attribute(JSON.stringify({ query: "a", filters: [], resultCount: 1, locale: "fr" }))),
    ).toBeNull();
    expect(
      searchLogOf(attribute(JSON.stringify({ query: "a", filters: {}, resultCount: 1, locale: "de" }))),
    ).toBeNull();
  });
});
