import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { formatFileSize } from "@/lib/dealroom/format";
import { documentPath } from "@/lib/dealroom/paths";
import type { RoomDocument } from "@/lib/dealroom/queries/documents";
import type { RoomIdentity } from "@/lib/dealroom/queries/rooms";
import { DOCUMENT_CATEGORIES } from "@/lib/dealroom/types";
import type { Locale } from "@/lib/i18n/routing";

/**
 * The room an approved buyer reads (issue 41): the business's identity and the documents by
 * category, each opened through the server (checked again, logged, a URL valid 60 seconds).
 */
export async function BuyerRoom({
  identity,
  documents,
  locale,
}: {
  identity: RoomIdentity | null;
  documents: RoomDocument[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "dealroom" });
  const address = [identity?.street_address, identity?.city, identity?.postal_code].filter(Boolean).join(", ");
  const facts = [
    { label: t("file.identity.businessName"), value: identity?.business_name },
    { label: t("file.identity.address"), value: address },
    { label: t("file.identity.website"), value: identity?.website, link: true },
    { label: t("file.identity.contactName"), value: identity?.contact_name },
  ].filter((fact): fact is { label: string; value: string; link?: boolean } => Boolean(fact.value));
  return (
    <div className="space-y-8" data-testid="dealroom-room">
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("room.note")}</p>
      <section aria-labelledby="room-identity" className="space-y-3">
        <h2 id="room-identity" className="text-lg font-semibold">
          {t("room.identityHeading")}
        </h2>
        {facts.length === 0 ? (
          <p className="text-neutral-700 dark:text-neutral-300">{t("room.noIdentity")}</p>
        ) : (
          <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-neutral-200 p-4 text-sm sm:grid-cols-[12rem_1fr] dark:border-neutral-800">
            {facts.map(({ label, value, link }) => (
              <div key={label} className="contents">
                <dt className="text-neutral-700 dark:text-neutral-300">{label}</dt>
                <dd className="-mt-1.5 font-medium break-words sm:mt-0">
                  {link ? (
                    <a
                      href={value}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="text-primary-800 underline dark:text-primary-300"
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="room-documents" className="space-y-4">
        <h2 id="room-documents" className="text-lg font-semibold">
          {t("room.documentsHeading")}
        </h2>
        {documents.length === 0 ? <p className="text-neutral-700 dark:text-neutral-300">{t("room.empty")}</p> : null}
        {DOCUMENT_CATEGORIES.map((category) => {
          const inCategory = documents.filter((d) => d.category === category);
          if (inCategory.length === 0) return null;
          return (
            <div key={category} className="space-y-2">
              <h3 className="font-semibold text-neutral-800 dark:text-neutral-200">{t(`categories.${category}`)}</h3>
              <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
                {inCategory.map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center justify-between gap-3 p-3"
                    data-testid="dealroom-document"
                  >
                    <div className="min-w-0">
                      <p className="font-medium break-words">{document.title}</p>
                      <p className="text-sm text-neutral-700 dark:text-neutral-300">
                        {document.file_name} · {formatFileSize(document.size_bytes, locale)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <a
                        href={documentPath(document.id, "view")}
                        target="_blank"
                        rel="noopener"
                        className={buttonClasses({ size: "sm", variant: "outline" })}
                        aria-label={t("room.viewFor", { title: document.title })}
                      >
                        {t("room.view")}
                      </a>
                      <a
                        href={documentPath(document.id, "download")}
                        className={buttonClasses({ size: "sm" })}
                        aria-label={t("room.downloadFor", { title: document.title })}
                      >
                        {t("room.download")}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
