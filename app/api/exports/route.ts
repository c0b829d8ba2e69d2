import { getTranslations } from "next-intl/server";
import { getSessionProfile } from "@/lib/auth/session";
import { createCsvWriter } from "@/lib/exports/csv";
import { readExportQuery } from "@/lib/exports/schema";
import { exportFileName, exportStream } from "@/lib/exports/stream";
import { createXlsxWriter } from "@/lib/exports/xlsx";
import { isLocale } from "@/lib/i18n/locale-path";
import { getPathname } from "@/lib/i18n/pathname";
import { createClient } from "@/lib/supabase/server";

/**
 * The back office's export download (issue 22): an admin's dataset as CSV or XLSX, streamed. The
 * caller must be a signed-in, unblocked admin before any byte is written; the rows are then read
 * with their own session, so RLS applies again.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("locale");
  const locale = isLocale(requested) ? requested : "fr";
  const t = await getTranslations({ locale, namespace: "exports" });
  const session = await getSessionProfile();
  if (!session) return text(t("errors.signIn"), 401);
  if (session.profile?.is_admin !== true || session.profile.suspended_at) return text(t("errors.forbidden"), 403);

  const parsed = readExportQuery(params);
  if (!parsed.success) {
    // Back to the form with what was chosen: the page shows each error at its field.
    params.set("check", "1");
    const back = `${getPathname({ locale, href: "/admin/gestion/Export" })}?${params}`;
    return Response.redirect(new URL(back, request.url), 303);
  }
  const exportRequest = parsed.data;
  const labels = exportRequest.columns.map((c) =>
    t.has(`columns.${c}` as "columns.id") ? t(`columns.${c}` as "columns.id") : c,
  );
  const writer = exportRequest.format === "xlsx" ? createXlsxWriter(labels) : createCsvWriter(labels);
  const client = await createClient();
  return new Response(exportStream(client, exportRequest, writer), {
    headers: {
      "Content-Type": writer.mimeType,
      "Content-Disposition": `attachment; filename="${exportFileName(exportRequest, writer)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function text(body: string, status: number) {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
