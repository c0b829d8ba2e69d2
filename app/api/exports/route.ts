import { getTranslations } from "next-intl/server";
import { getSessionProfile } from "@/lib/auth/session";
import { readExportQuery } from "@/lib/exports/schema";
import { ExportFailure, openExport } from "@/lib/exports/stream";
import { isLocale } from "@/lib/i18n/locale-path";
import { getPathname } from "@/lib/i18n/pathname";
import { createClient } from "@/lib/supabase/server";

/**
 * The back office's export download (issue 22): an admin's dataset as XLSX or CSV, streamed. The
 * caller must be a signed-in, unblocked admin before any byte is written; the rows are then read
 * with their own session, so RLS applies again. A request the form would refuse, or an export the
 * database refuses (checked before the first byte), goes back to the form, which says what failed.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("locale");
  const locale = isLocale(requested) ? requested : "fr";
  const t = await getTranslations({ locale });
  const session = await getSessionProfile();
  if (!session) return text(t("exports.errors.signIn"), 401);
  if (session.profile?.is_admin !== true || session.profile.suspended_at)
    return text(t("exports.errors.forbidden"), 403);

  // Back to the form with what was chosen: the page shows each error at its field, or what failed.
  const back = (failed?: string) => {
    params.set("check", "1");
    if (failed) params.set("failed", failed);
    const page = `${getPathname({ locale, href: "/admin/gestion/Export" })}?${params}`;
    return Response.redirect(new URL(page, request.url), 303);
  };
  const parsed = readExportQuery(params);
  if (!parsed.success) return back();
  try {
    const label = (key: string) => (t.has(key as "exports.title") ? t(key as "exports.title") : null);
    const file = await openExport(await createClient(), parsed.data, { locale, label });
    return new Response(file.body, {
      headers: {
        "Content-Type": file.mimeType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!(error instanceof ExportFailure)) throw error;
    console.error(`[exports] ${parsed.data.dataset} refused before its first byte:`, error.cause);
    return back(error.reason);
  }
}

function text(body: string, status: number) {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
