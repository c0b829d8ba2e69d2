import { itemPaths, type ItemKind } from "@/lib/listings/kinds";

/** Where the public sees an item: listings have a page; an expert shows in the directory, found by name. */
export function publicItemPath(kind: ItemKind, slug: string, title: string): string {
  return kind === "expert"
    ? `${itemPaths.expert.public}?q=${encodeURIComponent(title)}`
    : `${itemPaths[kind].public}/${slug}`;
}

/** Where an item is edited: the workspace editor (owners and admins). */
export function editItemPath(kind: ItemKind, id: number): string {
  return `${itemPaths[kind].workspace}/${id}/edit`;
}
