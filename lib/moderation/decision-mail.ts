import "server-only";
import { createTranslator } from "use-intl/core";
import type { DecisionRecipient, ModeratedItem } from "@/lib/moderation/queries";
import { absoluteUrl } from "@/lib/i18n/paths";
import { editItemPath, publicItemPath } from "@/lib/moderation/paths";
import type { ItemKind } from "@/lib/listings/kinds";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";

export type Decision = {
  kind: ItemKind;
  id: number;
  item: ModeratedItem;
  outcome: "approved" | "rejected";
  reason?: string;
};

/**
 * The decision e-mail in the owner's language: approved with the public link, rejected with the
 * reason and the link to edit and submit again.
 */
export function composeDecisionMail(
  recipient: DecisionRecipient,
  decision: Decision,
): { subject: string; text: string } {
  const locale = recipient.locale;
  const messages = locale === "en" ? en : fr;
  const t = createTranslator({ locale, messages, namespace: "moderation.mail" });
  const site = createTranslator({ locale, messages, namespace: "meta" })("siteName");
  const title = (locale === "en" ? decision.item.title_en : null) ?? decision.item.title_fr;
  const what = t(`items.${decision.kind}`);
  const lines = [recipient.first_name ? t("greeting", { name: recipient.first_name }) : t("greetingNoName"), ""];
  if (decision.outcome === "approved") {
    lines.push(
      t("approvedIntro", { what, title, site, kind: decision.kind }),
      "",
      t("approvedLink", {
        url: absoluteUrl(
          locale,
          publicItemPath(decision.kind, { id: decision.id, slug: decision.item.slug, title: decision.item.title_fr }),
        ),
      }),
    );
  } else {
    lines.push(
      t("rejectedIntro", { what, title, site, kind: decision.kind }),
      "",
      t("reasonLabel"),
      decision.reason ?? "",
      "",
      t("rejectedEditLink", {
        url: absoluteUrl(locale, editItemPath(decision.kind, decision.id)),
        kind: decision.kind,
      }),
    );
  }
  lines.push("", t("footer", { site }));
  return {
    subject: t(decision.outcome === "approved" ? "subjectApproved" : "subjectRejected", { title, kind: decision.kind }),
    text: lines.join("\n"),
  };
}
