import { getTranslations } from "next-intl/server";
import { DeferredMessages } from "@/components/i18n/deferred-messages";
import { plainBinder } from "@/components/forms/binder";
import type { InquiryRecipientRole } from "@/components/listings/inquiry-form";
import {
  inquiryDefaults,
  InquiryFields,
  inquiryFormProps,
  type InquiryText,
} from "@/components/listings/inquiry-fields";
import { InquiryLoader } from "@/components/listings/inquiry-loader";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { InquiryListingKind } from "@/lib/listings/schemas/inquiry";

const linkClass = "text-secondary-800 underline dark:text-secondary-300";

/**
 * The inquiry form, its markup and its texts written on the server (those that name the
 * recipient or the listing included), so the page needs no message formatter; the form's code
 * loads when it nears the screen or is first used (InquiryLoader). The "inquiry" messages go with
 * it for the errors the form may show once it is live.
 */
export async function InquiryBox({
  locale,
  listingKind,
  listingSlug,
  listingTitle,
  recipient,
}: {
  locale: Locale;
  listingKind: InquiryListingKind;
  listingSlug: string;
  listingTitle: string;
  recipient: InquiryRecipientRole;
}) {
  const t = await getTranslations({ locale, namespace: "inquiry.form" });
  const text: InquiryText = {
    requiredNote: t("requiredNote"),
    name: t("name"),
    email: t("email"),
    phone: t("phone"),
    optional: t("optional"),
    phoneHint: t("phoneHint", { recipient }),
    message: t("message"),
    messageHint: t("messageHint"),
    defaultMessage: t("defaultMessage", { kind: listingKind, title: listingTitle }),
    honeypot: t("honeypot"),
    submit: t("submit"),
    submitting: t("submitting"),
    success: t("success", { recipient }),
    successTitle: t("successTitle"),
    successBody: t("successBody", { recipient }),
    another: t("another"),
  };
  const consent = t.rich("consent", {
    recipient,
    terms: (chunks) => (
      <Link href="/conditions-utilisation" className={linkClass}>
        {chunks}
      </Link>
    ),
    privacy: (chunks) => (
      <Link href="/politique-confidentialite" className={linkClass}>
        {chunks}
      </Link>
    ),
  });
  const props = { listingKind, listingSlug, text, consent };
  return (
    <DeferredMessages namespaces={["inquiry"]}>
      <InquiryLoader {...props}>
        <form method="post" noValidate {...inquiryFormProps}>
          <InquiryFields text={text} consent={consent} bind={plainBinder(inquiryDefaults(props))} />
        </form>
      </InquiryLoader>
    </DeferredMessages>
  );
}
