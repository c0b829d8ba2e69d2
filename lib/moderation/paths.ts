import { itemPaths, type ItemKind } from "@/lib/listings/kinds";

/**
 * Where the public sees an item: listings have a page by slug, a franchise by id; an expert shows
 * in the directory, found by name.
 */
export function publicItemPath(kind: ItemKind, item: { id: number; slug: string; title: string }): string {
  if (kind === "expert") return `${itemPaths.expert.public}?q=${encodeURIComponent(item.title)}`;
  if (kind === "franchise") return `${itemPaths.franchise.public}/${item.id}`;
  return `${itemPaths[kind].public}/${item.slug}`;
}

/** Where an item is edited: the workspace editor (owners and admins); a franchise by an admin in /admin/franchises. */
export function editItemPath(kind: ItemKind, id: number, asAdmin = false): string {
  const base = kind === "franchise" && asAdmin ? itemPaths.franchise.gestion : itemPaths[kind].workspace;
  return `${base}/${id}/edit`;
}
