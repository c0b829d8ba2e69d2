/** Crawlers, link previewers and scripted clients: not counted as page views, no rendered error page. */
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|bingpreview|headlesschrome|phantomjs|lighthouse|pingdom|uptime|curl\/|wget\/|python-requests|python-urllib|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|scrapy/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return true;
  return botPattern.test(userAgent);
}
