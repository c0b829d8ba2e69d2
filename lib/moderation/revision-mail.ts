import "server-only";
import { createTranslator } from "use-intl/core";
import type { DecisionRecipient } from "@/lib/moderation/queries";
import { editItemPath, publicItemPath } from "@/lib/moderation/paths";
import { absoluteUrl } from "@/lib/i18n/paths";
import type { RevisableKind } from "@/lib/listings/kinds";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

export type RevisionDecision = {
  kind: RevisableKind;
  id: number;
  listing: { slug: string; title_fr: string; title_en: string | null };
  outcome: "approved" | "rejected";
  reason?: string;
};

/**
 * The e-mail telling an owner what became of their changes to a published listing (issue 18), in
 * their language: approved with the public link, declined with the reason and the editor's link.
 */
export function composeRevisionMail(
  recipient: DecisionRecipient,
  decision: RevisionDecision,
): { subject: string; text: string } {
  const locale = recipient.locale;
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "revisions.mail" });
  const what = createTranslator({ locale, messages, namespace: "moderation.mail.items" })(decision.kind);
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const title = (locale === "en" ? decision.listing.title_en : null) ?? decision.listing.title_fr;
  const lines = [recipient.first_name ? t("greeting", { name: recipient.first_name }) : t("greetingNoName"), ""];
  if (decision.outcome === "approved") {
    lines.push(
      t("approvedIntro", { what, title, site }),
      "",
      t("approvedLink", {
        url: absoluteUrl(
          locale,
          publicItemPath(decision.kind, {
            id: decision.id,
            slug: decision.listing.slug,
            title: decision.listing.title_fr,
          }),
        ),
      }),
    );
  } else {
    lines.push(
      t("rejectedIntro", { what, title, site }),
      "",
      t("reasonLabel"),
      decision.reason ?? "",
      "",
      t("rejectedEditLink", { url: absoluteUrl(locale, editItemPath(decision.kind, decision.id)) }),
    );
  }
  lines.push("", t("footer", { site }));
  return {
    subject: t(decision.outcome === "approved" ? "subjectApproved" : "subjectRejected", { title }),
    text: lines.join("\n"),
  };
}
