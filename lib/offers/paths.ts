/** The buyer's offer page of a business's file: /entreprises/{slug}/dossier/offre. */
export function buyerOfferPath(slug: string): string {
  return `/entreprises/${slug}/dossier/offre`;
}

/** The seller's offers on a business, in the workspace: /admin/entreprises/{id}/offres. */
export function sellerOffersPath(entrepriseId: number): string {
  return `/admin/entreprises/${entrepriseId}/offres`;
}

/** A version of an offer as a PDF, through the server, which checks access again. */
export function offerPdfPath(offerId: number, version: number, locale: string): string {
  return `/api/offers/${offerId}/versions/${version}/pdf?locale=${locale}`;
}
