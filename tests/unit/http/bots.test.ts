import { expect, test } from "vitest";
import { isBot } from "@/lib/http/bots";

test("crawlers and scripts are bots, browsers are not", () => {
  expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
  expect(isBot("facebookexternalhit/1.1")).toBe(true);
  expect(isBot("curl/8.5.0")).toBe(true);
  expect(isBot(null)).toBe(true);
  expect(
    isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"),
  ).toBe(false);
  expect(
    isBot(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    ),
  ).toBe(false);
});
