import type { TaxonomyKind } from "@/lib/taxonomy/types";

/** The back office's pages of a taxonomy list (§2): the list, /new and /{id}/edit. */
export function termPaths(kind: TaxonomyKind) {
  const list = `/admin/gestion/${kind}`;
  return { list, new: `${list}/new`, edit: (id: number) => `${list}/${id}/edit` };
}
