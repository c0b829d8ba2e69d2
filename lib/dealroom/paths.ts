import type { DealroomKind } from "./types";

/** The buyer's page of a listing's file (the request, then the room): /entreprises/{slug}/dossier. */
export function buyerFilePath(kind: DealroomKind, slug: string): string {
  return `${kind === "entreprise" ? "/entreprises" : "/immobilier"}/${slug}/dossier`;
}

/** The seller's page of a listing's file in the workspace: /admin/entreprises/{id}/dossier. */
export function sellerFilePath(kind: DealroomKind, id: number): string {
  return `${kind === "entreprise" ? "/admin/entreprises" : "/admin/immobilier"}/${id}/dossier`;
}

/** A document through the server, which checks access again and logs it: /api/dealroom/documents/{id}/open. */
export function documentPath(id: number, action: "view" | "download"): string {
  return `/api/dealroom/documents/${id}/open?action=${action}`;
}

/** Where the opened room tells the server of a visit, once (logged as a view): /api/dealroom/rooms/{id}/visit. */
export function roomVisitPath(roomId: number): string {
  return `/api/dealroom/rooms/${roomId}/visit`;
}
