"use client";

import { useTranslations } from "next-intl";
import { ActionButton } from "@/components/ui/action-button";
import { unsubscribeSubscriber } from "@/lib/site/actions/unsubscribe-subscriber";

/** Unsubscribes one newsletter address, after a confirmation. */
export function UnsubscribeButton({ id, email }: { id: string; email: string }) {
  const t = useTranslations("gestion.forms");
  return (
    <ActionButton
      size="sm"
      variant="outline"
      destructive
      label={t("unsubscribe")}
      success={t("unsubscribed")}
      run={() => unsubscribeSubscriber({ id })}
      confirm={{ title: t("unsubscribeTitle", { email }), body: t("unsubscribeBody"), action: t("unsubscribe") }}
    />
  );
}
