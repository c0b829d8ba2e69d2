import { roomVisitRoute } from "@/lib/dealroom/document-route";

/** The opened room's one visit, logged as a view (issue 41): never a render, a refresh or a prefetch. */
export async function POST(_request: Request, { params }: RouteContext<"/api/dealroom/rooms/[id]/visit">) {
  return roomVisitRoute((await params).id);
}
