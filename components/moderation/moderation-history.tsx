import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { listModerationEvents } from "@/lib/moderation/queries";
import { createClient } from "@/lib/supabase/server";
import type { ItemKind } from "@/lib/listings/kinds";
import { ModerationEventList } from "./moderation-event-list";

/**
 * The moderation history of one item (who, when, what, why), read as the signed-in user: admins
 * see every event with the actor's address; an owner sees their item's events, an admin's
 * decisions signed "Administrator". Place it on the item's editor page.
 */
export async function ModerationHistory({ kind, id, locale }: { kind: ItemKind; id: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "moderation.history" });
  const events = await listModerationEvents(await createClient(), { kind, ids: [id], limit: 100 });
  return (
    <section aria-labelledby={`moderation-history-${kind}-${id}`} className="space-y-3">
      <h2 id={`moderation-history-${kind}-${id}`} className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ModerationEventList events={events} locale={locale} />
    </section>
  );
}
