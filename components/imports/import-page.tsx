import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListHeader } from "@/components/data-table/list-page";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportFlow } from "@/components/imports/import-form";
import type { ActionResult } from "@/lib/actions/result";
import { requireAdmin } from "@/lib/auth/guards";
import { pageLocale } from "@/lib/i18n/page-locale";
import type { ImportStep } from "@/lib/imports/engine";
import type { FieldDef } from "@/lib/imports/fields";

/** The namespaces of the import pages: each has its title, intro and file names' stem. */
type ImportNamespace = "imports.businesses" | "imports.properties" | "peopleImport";

/** An import page's metadata: its title, never indexed. */
export function importMetadata(namespace: ImportNamespace) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: await pageLocale(params), namespace });
    return { title: t("title"), robots: { index: false } };
  };
}

/**
 * One import page of /admin/gestion (businesses, properties, people), the same for each: its title
 * and intro, then the import flow on its fields and action; `children` (e.g. the pending
 * invitations) below. Administrators only (and the action checks again).
 */
export async function ImportPage({
  params,
  namespace,
  fields,
  withOwner,
  action,
  children,
}: {
  params: Promise<{ locale: string }>;
  namespace: ImportNamespace;
  fields: readonly FieldDef[];
  withOwner: boolean;
  action: (data: FormData) => Promise<ActionResult<ImportStep>>;
  children?: ReactNode;
}) {
  const locale = await pageLocale(params);
  await requireAdmin();
  const t = await getTranslations({ locale, namespace });
  return (
    <div className="space-y-10">
      <ListHeader title={t("title")} intro={t("intro")} />
      <ClientMessages namespaces={["imports", "formKit", "forms"]}>
        <ImportFlow
          name={t("fileName")}
          withOwner={withOwner}
          fields={fields.map((f) => ({ key: f.key, required: f.required === true, example: f.example }))}
          action={action}
        />
      </ClientMessages>
      {children}
    </div>
  );
}
