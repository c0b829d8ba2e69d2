/** The parameter that brings a visitor back from the sign-in with "Save this search"'s dialog open. */
export const SAVE_SEARCH_PARAM = "enregistrer";

/** Whether a sign-in's return address is "Save this search"'s: the sign-in page then says why it asks. */
export function returnsToSaveSearch(redirect: string | undefined): boolean {
  if (!redirect) return false;
  const url = new URL(redirect, "http://local.invalid");
  return /^(\/en)?\/entreprises$/.test(url.pathname) && url.searchParams.has(SAVE_SEARCH_PARAM);
}
