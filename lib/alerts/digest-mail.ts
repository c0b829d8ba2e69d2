import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/i18n/paths";
import { formatPrice } from "@/lib/i18n/format";
import { publicEnv } from "@/lib/env";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

/** A business of a digest, as public.alert_matches returns it (a /entreprises card). */
export type DigestListing = {
  id: number;
  slug: string;
  title_fr: string;
  title_en: string | null;
  city: string | null;
  asking_price: number | null;
  price_on_request: boolean;
  region: { name_fr: string; name_en: string } | null;
  category: { name_fr: string; name_en: string } | null;
};

export type DigestMail = { subject: string; text: string; html: string; headers: Record<string, string> };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The mailbox of the List-Unsubscribe mailto: the sender's domain (MAIL_FROM), else the site's host. */
function unsubscribeMailbox(mailFrom: string | undefined, siteUrl: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom ?? "")?.[1] ?? new URL(siteUrl).hostname;
  return `unsubscribe@${domain}`;
}

/**
 * One digest: the alert's new businesses (at most 10) in the recipient's language, as text and
 * HTML, with absolute links, the link that stops this alert (a confirm page; one-click POST for
 * mail clients, RFC 8058) and the sender's identity and postal address (CASL).
 */
export function composeDigest(input: {
  locale: Locale;
  firstName: string | null;
  /** The saved search's name; null for the industry preferences. */
  alertName: string | null;
  /** The alert's filters in words, in the recipient's language (null: every business). */
  criteria?: string | null;
  listings: DigestListing[];
  unsubscribeToken: string;
  mailFrom?: string;
}): DigestMail {
  const { locale } = input;
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "alerts.mail" });
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const address = createTranslator({ locale, messages, namespace: "footer" })("location");
  const alert = input.alertName ?? t("preferencesName");
  const siteUrl = publicEnv().NEXT_PUBLIC_SITE_URL;
  const oneClick = `${new URL("/api/alerts/unsubscribe", siteUrl).toString()}?token=${input.unsubscribeToken}`;
  const confirm = `${absoluteUrl(locale, "/alertes/desabonnement")}?token=${input.unsubscribeToken}`;
  const manage = absoluteUrl(locale, "/profil");
  const items = input.listings.map((listing) => {
    const title = locale === "en" && listing.title_en ? listing.title_en : listing.title_fr;
    const place = [
      listing.city,
      listing.region ? (locale === "en" ? listing.region.name_en : listing.region.name_fr) : null,
    ]
      .filter(Boolean)
      .join(", ");
    const price =
      listing.price_on_request || listing.asking_price === null
        ? t("priceOnRequest")
        : formatPrice(Number(listing.asking_price), locale);
    return { title, place, price, url: absoluteUrl(locale, `/entreprises/${listing.slug}`) };
  });
  const greeting = input.firstName ? t("greeting", { name: input.firstName }) : t("greetingNoName");
  const intro = t("intro", { count: items.length, alert, site });
  const identity = t("identity", { site, address });
  const why = t("why", { alert });
  const criteria = input.criteria ? t("criteria", { criteria: input.criteria }) : null;

  const text = [
    greeting,
    "",
    intro,
    ...(criteria ? [criteria] : []),
    "",
    ...items.flatMap((item) => [
      `• ${item.title}`,
      `  ${[item.place, item.price].filter(Boolean).join(" · ")}`,
      `  ${item.url}`,
      "",
    ]),
    why,
    `${t("stop")} ${confirm}`,
    `${t("manage")} ${manage}`,
    "",
    identity,
  ].join("\n");

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#1d4ed8">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(intro)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(site)}</p>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${criteria ? `<p style="color:#52525b;font-size:14px">${escapeHtml(criteria)}</p>\n` : ""}<ul style="list-style:none;padding:0;margin:0">
${items
  .map(
    (item) => `<li style="border-top:1px solid #e4e4e7;padding:12px 0">
<a href="${escapeHtml(item.url)}" style="color:#1d4ed8;font-weight:bold;font-size:16px">${escapeHtml(item.title)}</a>
<div style="color:#52525b;font-size:14px">${escapeHtml([item.place, item.price].filter(Boolean).join(" · "))}</div>
</li>`,
  )
  .join("\n")}
</ul>
<p style="border-top:1px solid #e4e4e7;padding-top:16px;font-size:13px;color:#52525b">${escapeHtml(why)}<br>
${link(confirm, t("stopLink"))} · ${link(manage, t("manageLink"))}</p>
<p style="font-size:12px;color:#71717a">${escapeHtml(identity)}</p>
</div></body></html>`;

  return {
    subject: t("subject", { count: items.length, alert }),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <mailto:${unsubscribeMailbox(input.mailFrom, siteUrl)}?subject=unsubscribe%20${input.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
