import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { EditHeader } from "@/components/data-table/list-page";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getProgram } from "@/lib/financing/queries";
import { montrealDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import { createClient } from "@/lib/supabase/server";
import { listRegions } from "@/lib/taxonomy/queries/regions";
import { ProgramForm } from "./program-form";

/** A program's editor: empty on /new, the stored program on /{id}/edit (a 404 when there is none). */
export async function ProgramEditPage({ locale, id }: { locale: Locale; id?: string }) {
  const t = await getTranslations({ locale, namespace: "financing.programs.admin" });
  const programId = id === undefined ? null : Number(id);
  if (programId !== null && (!Number.isSafeInteger(programId) || programId <= 0)) notFound();
  const client = await createClient();
  const [program, regions] = await Promise.all([programId ? getProgram(client, programId) : null, listRegions(client)]);
  if (programId && !program) notFound();
  const title = program ? t("editTitle", { name: program.name_fr }) : t("newTitle");
  return (
    <div className="space-y-6">
      <EditHeader href="/admin/gestion/programmes" back={t("back")} title={title} />
      <ClientMessages namespaces={["financing", "formKit"]}>
        <ProgramForm
          label={title}
          regions={regions.map((r) => ({ value: String(r.id), label: locale === "en" ? r.name_en : r.name_fr }))}
          defaultValues={{
            id: program?.id,
            name_fr: program?.name_fr ?? "",
            name_en: program?.name_en ?? "",
            provider_fr: program?.provider_fr ?? "",
            provider_en: program?.provider_en ?? "",
            conditions_fr: program?.conditions_fr ?? "",
            conditions_en: program?.conditions_en ?? "",
            min_amount: program?.min_amount ?? null,
            max_amount: program?.max_amount ?? null,
            purchase_types: program?.purchase_types ?? ["asset", "share"],
            min_age: program?.min_age ?? null,
            max_age: program?.max_age ?? null,
            region_ids: program?.region_ids.map(String) ?? [],
            source_url: program?.source_url ?? "",
            checked_on: program?.checked_on ?? montrealDay(),
            published: program?.published ?? true,
            sort_order: program?.sort_order ?? 0,
          }}
        />
      </ClientMessages>
    </div>
  );
}
