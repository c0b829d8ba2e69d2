import { offerPdfRoute } from "@/lib/offers/pdf-route";

export const dynamic = "force-dynamic";

/** A version of an offer as a PDF, for its buyer, the listing's owner and admins (issue 42). */
export async function GET(request: Request, { params }: RouteContext<"/api/offers/[id]/versions/[version]/pdf">) {
  const { id, version } = await params;
  return offerPdfRoute(request, id, version);
}
