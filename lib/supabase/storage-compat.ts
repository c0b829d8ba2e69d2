/**
 * Differences between hosted Supabase Storage and the local stack (@supabase/lite 0.10), in one
 * place so they can go when lite is fixed. Hosted `list(prefix)` returns names relative to the
 * prefix; lite returns full paths (and lists recursively).
 */
export function listedPath(prefix: string, name: string): string {
  const folder = prefix.replace(/\/+$/, "");
  return name.startsWith(`${folder}/`) ? name : `${folder}/${name}`;
}
