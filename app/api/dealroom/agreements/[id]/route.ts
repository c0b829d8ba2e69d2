import { agreementPdfRoute } from "@/lib/dealroom/agreement-route";

/** A signed confidentiality agreement as a PDF, for its buyer, the listing's owner and admins (issue 41). */
export async function GET(request: Request, { params }: RouteContext<"/api/dealroom/agreements/[id]">) {
  return agreementPdfRoute(request, (await params).id);
}
