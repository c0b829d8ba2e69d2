import { documentRoute } from "@/lib/dealroom/document-route";

/** A document of a confidential file, checked again and logged, then a Storage URL valid 60 seconds (issue 41). */
export async function GET(request: Request, { params }: RouteContext<"/api/dealroom/documents/[id]/open">) {
  return documentRoute(request, (await params).id);
}
